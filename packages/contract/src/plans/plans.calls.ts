import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { okOutput } from '../common/fields';
import { ownerScope } from '../common/list';
import { planInfoSchema, planSaveInput } from './plans.schema';

export const plansCalls = {
  ...defineCalls({
    'plans.info': {
      summary:
        "An owner's plan: allocated, used (from its running pods, stored files and microservices), available.",
      permission: ROUTES.planDetails.calls.read,
      mutates: false,
      input: ownerScope,
      output: planInfoSchema,
    },
    'plans.save': {
      summary: "Change an owner's plan name, rate limit and allocations (never below what is in use).",
      permission: ROUTES.planDetails.calls.write,
      mutates: true,
      input: planSaveInput,
      output: okOutput,
    },
  }),
};
