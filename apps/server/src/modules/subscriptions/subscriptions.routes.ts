import { areaHandlers } from '../../crud/area-handlers';
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
  ...areaHandlers('subscriptionPlans', {
    list: listAllPlans,
    info: planInfo,
    save: savePlan,
    delete: deleteUnusedPlans,
  }),
  ...areaHandlers('userSubscriptions', {
    list: listAllSubscriptions,
    info: subscriptionInfo,
    save: saveSubscription,
    generateKey,
  }),
  ...areaHandlers('activationKeys', { verify: verifyKey, createOrganisation: createFromKey }),
} satisfies Partial<Handlers>;
