import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import {
  activationKeyInput,
  createFromKeyOutput,
  generateKeyInput,
  generateKeyOutput,
  subscriptionPlanListInput,
  subscriptionPlanListOutput,
  subscriptionPlanRowSchema,
  subscriptionPlanSaveInput,
  userSubscriptionInfoSchema,
  userSubscriptionListInput,
  userSubscriptionListOutput,
  userSubscriptionSaveInput,
  verifyKeyOutput,
} from './subscriptions.schema';

// Subscription plans and user subscriptions are the platform's (PM staff, 001 section 2.3); an
// activation key is then used on the organisation list of the owner it was issued for (002 section 2.9).
export const subscriptionsCalls = {
  ...defineCrudCalls(
    'subscriptionPlans',
    {
      list: { input: subscriptionPlanListInput, output: subscriptionPlanListOutput },
      info: { output: subscriptionPlanRowSchema },
      save: { input: subscriptionPlanSaveInput },
      delete: {},
    },
    ROUTES.subscription.calls,
    {
      list: "The platform's subscription plans, paged, searched and sorted.",
      info: 'A subscription plan.',
      save: 'Add or update a subscription plan.',
      delete: 'Delete subscription plans (not one assigned to a user subscription).',
    },
  ),
  ...defineCrudCalls(
    'userSubscriptions',
    {
      list: { input: userSubscriptionListInput, output: userSubscriptionListOutput },
      info: { output: userSubscriptionInfoSchema },
      save: { input: userSubscriptionSaveInput },
    },
    ROUTES.subscription.calls,
    {
      list: 'The user subscriptions (the activation keys issued to owners), paged, searched and sorted.',
      info: 'A user subscription with what its key carries.',
      save: "Assign a user subscription's plan.",
    },
  ),
  ...defineCalls({
    'userSubscriptions.generateKey': {
      summary: 'Issue a signed, single-use activation key that creates an organisation of an owner.',
      permission: ROUTES.subscription.calls.write,
      mutates: true,
      input: generateKeyInput,
      output: generateKeyOutput,
    },
    'activationKeys.verify': {
      summary: 'Decode an activation key of the acting owner: its signature, expiry and that it is unused.',
      permission: ROUTES.organisations.calls.write,
      mutates: false,
      input: activationKeyInput,
      output: verifyKeyOutput,
    },
    'activationKeys.createOrganisation': {
      summary: 'Create the organisation an activation key carries, and use the key up.',
      permission: ROUTES.organisations.calls.write,
      mutates: true,
      input: activationKeyInput,
      output: createFromKeyOutput,
    },
  }),
};
