import {
  keptPlanAmounts,
  mayCreateOrganisations,
  ORG_MESSAGES,
  SUBSCRIPTION_MESSAGES as M,
  type ActivationKeyDetails,
  type CallParsedInput,
} from '@console/contract';
import { withDefaultSort } from '../../crud/paging';
import { AppError, exists, notFound } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { ownerFacts, organisationEmails } from '../organisations/organisations.repository';
import { acting } from '../owners/owner-scope';
import { keyPairOf } from './activation-key-pair';
import { signActivationKey } from './activation-keys';
import { toSubscriptionInfo, toSubscriptionRow } from './subscriptions.mapper';
import {
  findPlan,
  findSubscription,
  insertSubscription,
  listSubscriptions,
  setSubscriptionPlan,
} from './subscriptions.repository';

// User subscriptions are the activation keys the platform issued to owners: PM staff read all of them.

const subscriptionNotFound = () => notFound('User subscription not found');

export async function listAllSubscriptions(
  ctx: CallContext,
  input: CallParsedInput<'userSubscriptions.list'>,
) {
  await acting(ctx, input.ownerId);
  const { rows, total } = await listSubscriptions(ctx.db, withDefaultSort(input, 'dateCreated', 'desc'));
  return { rows: rows.map(toSubscriptionRow), total };
}

async function subscriptionOf(ctx: CallContext, id: number) {
  const row = await findSubscription(ctx.db, id);
  if (!row) throw subscriptionNotFound();
  return row;
}

export async function subscriptionInfo(ctx: CallContext, input: { id: number; ownerId?: number }) {
  await acting(ctx, input.ownerId);
  return toSubscriptionInfo(await subscriptionOf(ctx, input.id));
}

/** The user subscription edit: its plan (the key's own details are signed and do not change). */
export async function saveSubscription(ctx: CallContext, input: CallParsedInput<'userSubscriptions.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = await subscriptionOf(ctx, input.id);
  const plan = await findPlan(ctx.db, a.platformId, input.planId);
  if (!plan) throw new AppError('INVALID_INPUT', 'Subscription plan not found', { planId: [M.PLAN_REQ] });
  await setSubscriptionPlan(ctx.db, input.id, plan.id, a.user.id);
  await ctx.audit({
    targetType: 'user_subscription',
    targetId: input.id,
    ownerId: before.ownerId,
    before: { planId: before.planId, planName: before.planName },
    after: { planId: plan.id, planName: plan.planName },
  });
  return { message: M.SUBSCRIPTION_UPDATED, id: input.id };
}

const ownerRefused = (message: string) => new AppError('INVALID_INPUT', message, { owner: [message] });

/** generatetoken: a signed, single-use key for an owner that creates organisations (PM or TS). */
export async function generateKey(ctx: CallContext, input: CallParsedInput<'userSubscriptions.generateKey'>) {
  const a = await acting(ctx, input.ownerId);
  const facts = await ownerFacts(ctx.db, input.owner);
  if (!facts) throw ownerRefused('Owner not found');
  if (!mayCreateOrganisations(facts.type)) throw ownerRefused(M.OWNER_CANNOT_CREATE);
  if ((await organisationEmails(ctx.db, input.owner)).includes(input.email))
    throw exists('EMAIL_EXIST', 'email', ORG_MESSAGES.EMAIL_EXISTS);
  const details: ActivationKeyDetails = {
    orgName: input.orgName,
    email: input.email,
    planDuration: input.planDuration,
    ...keptPlanAmounts(input),
  };
  const signed = await signActivationKey(await keyPairOf(ctx.env, ctx.db), input.owner, details);
  const id = await insertSubscription(ctx.db, {
    ...details,
    ownerId: input.owner,
    keyId: signed.keyId,
    activationKey: signed.token,
    expiresAt: signed.expiresAt,
    createdBy: a.user.id,
    updatedBy: a.user.id,
  });
  // The key is a secret: the audit record names it by its id only.
  await ctx.audit({
    targetType: 'user_subscription',
    targetId: id,
    ownerId: input.owner,
    after: { ...details, keyId: signed.keyId, expiresAt: signed.expiresAt.toISOString() },
  });
  return { message: M.KEY_GENERATED, id, activationKey: signed.token };
}
