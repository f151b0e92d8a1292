import { SUBSCRIPTION_MESSAGES as M, type CallParsedInput } from '@console/contract';
import { deleteCall, editedRow, infoCall, listCall } from '../../crud/owned-calls';
import { subscriptionPlans } from '../../db/schema/index';
import { AppError, exists, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting } from '../owners/owner-scope';
import { toPlanRow } from './subscriptions.mapper';
import { findPlan, findPlanByName, listPlans, plansInUse, writePlan } from './subscriptions.repository';

// Subscription plans are the platform's, as notifications: whichever owner PM staff act on.

const planNotFound = () => notFound('Subscription plan not found');
const nameClash = () => exists('NAME_EXIST', 'planName', M.PLAN_NAME_EXISTS);

export const listAllPlans = listCall('platform', 'dateCreated', listPlans, toPlanRow);

export const planInfo = infoCall('platform', findPlan, planNotFound, toPlanRow);

export async function savePlan(ctx: CallContext, input: CallParsedInput<'subscriptionPlans.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = await editedRow(ctx.db, a.platformId, input.id, findPlan, planNotFound);
  const { id: _id, ownerId: _o, ...values } = input;
  const taken = await findPlanByName(ctx.db, a.platformId, values.planName);
  if (taken && taken.id !== before?.id) throw nameClash();
  const id = await onUniqueClash(() => writePlan(ctx.db, a.platformId, input.id, values, a.user.id), {
    subscription_plans_owner_name_unique: nameClash,
  });
  await ctx.audit({
    targetType: 'subscription_plan',
    targetId: id,
    ownerId: a.platformId,
    before,
    after: values,
  });
  return { message: before ? M.PLAN_UPDATED : M.PLAN_ADDED, id };
}

const deletePlans = deleteCall(subscriptionPlans, 'platform', {
  targetType: 'subscription_plan',
  notFound: 'Subscription plan not found',
  message: M.PLAN_REMOVED,
});

/** deletesubscription: not a plan a user subscription names (409 with the server's message). */
export async function deleteUnusedPlans(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  if ((await plansInUse(ctx.db, input.ids)).length) throw new AppError('CONFLICT', M.PLAN_IN_USE);
  return deletePlans(ctx, input);
}
