import type { Handlers } from '../../http/context';
import { createFromKey, verifyKey } from './activation-key-use.service';
import { deleteUnusedPlans, listAllPlans, planInfo, savePlan } from './subscription-plans.service';
import {
  generateKey,
  listAllSubscriptions,
  saveSubscription,
  subscriptionInfo,
} from './user-subscriptions.service';

export const subscriptionsHandlers = {
  'subscriptionPlans.list': (input, ctx) => listAllPlans(ctx, input),
  'subscriptionPlans.info': (input, ctx) => planInfo(ctx, input),
  'subscriptionPlans.save': (input, ctx) => savePlan(ctx, input),
  'subscriptionPlans.delete': (input, ctx) => deleteUnusedPlans(ctx, input),
  'userSubscriptions.list': (input, ctx) => listAllSubscriptions(ctx, input),
  'userSubscriptions.info': (input, ctx) => subscriptionInfo(ctx, input),
  'userSubscriptions.save': (input, ctx) => saveSubscription(ctx, input),
  'userSubscriptions.generateKey': (input, ctx) => generateKey(ctx, input),
  'activationKeys.verify': (input, ctx) => verifyKey(ctx, input),
  'activationKeys.createOrganisation': (input, ctx) => createFromKey(ctx, input),
} satisfies Partial<Handlers>;
