import { z } from 'zod';
import { optionalText } from '../common/fields';
import { ownerScope } from '../common/list';
import { PLAN_RESOURCES } from './plan-constants';

/** One row of the compute or custom microservices table: what the plan allocates, what is used, what is left. */
export const planResourceSchema = z.object({
  resource: z.enum(PLAN_RESOURCES),
  allocated: z.number(),
  used: z.number(),
  available: z.number(),
});
export type PlanResource = z.infer<typeof planResourceSchema>;

/** An owner's plan details (001 section 2.1): used is computed from what the owner has, never stored. */
export const planInfoSchema = z.object({
  ownerId: z.number().int(),
  planName: z.string(),
  rateLimit: z.number().nullable(),
  gpuType: z.string(),
  resources: z.array(planResourceSchema),
});
export type PlanInfo = z.infer<typeof planInfoSchema>;

/** A number from 0 to 1,000,000, or its text as a form's field holds it ('' is refused, not read as 0). */
const formNumber = (whole: boolean) => {
  const number = z.number({ error: 'A number is required' });
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    (whole ? number.int('A whole number') : number).min(0, 'Not below 0').max(1_000_000, 'Too large'),
  );
};
const amount = formNumber(false);
const count = formNumber(true);

/** updatePlandetails (001 section 7); allocations below what the owner uses are refused by the server. */
export const planSaveInput = ownerScope.extend({
  planName: optionalText(100),
  rateLimit: z.preprocess((v) => (v === '' ? null : v), amount.nullable()).default(null),
  allocateCpu: amount,
  allocateMemory: amount,
  allocateStorage: amount,
  allocateGpu: amount,
  gpuType: optionalText(100),
  allocateAi: count,
  allocateDa: count,
});
export type PlanSaveInput = z.input<typeof planSaveInput>;
