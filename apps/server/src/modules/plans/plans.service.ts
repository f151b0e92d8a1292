import { ALLOCATION_FIELDS, PLAN_RESOURCES, type CallParsedInput, type PlanInfo } from '@console/contract';
import { AppError } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { resolveOwnerId } from '../owners/owner-scope';
import { toPlanInfo, usedOf } from './plans.mapper';
import { findPlan, readUsage, upsertPlan } from './plans.repository';

/** What the owner uses of each resource now (also the registrations' plan check). */
export async function usedBy(ctx: CallContext, ownerId: number) {
  const pod = {
    cpu: ctx.env.POD_DEFAULT_CPU,
    memoryGb: ctx.env.POD_DEFAULT_MEMORY_GB,
    gpu: ctx.env.POD_DEFAULT_GPU,
  };
  return usedOf(await readUsage(ctx.db, ownerId), pod);
}

export async function planInfo(ctx: CallContext, input: { ownerId?: number }): Promise<PlanInfo> {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const [plan, used] = await Promise.all([findPlan(ctx.db, ownerId), usedBy(ctx, ownerId)]);
  return toPlanInfo(ownerId, plan, used);
}

/** Every allocation at least what is in use; else 400 naming each field that is too low. */
function refuseBelowUse(input: CallParsedInput<'plans.save'>, used: Record<string, number>): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const resource of PLAN_RESOURCES) {
    const field = ALLOCATION_FIELDS[resource];
    if (input[field] < used[resource]!)
      fieldErrors[field] = [`Below what is in use (${used[resource]}): allocate at least that much`];
  }
  if (Object.keys(fieldErrors).length)
    throw new AppError('INVALID_INPUT', 'An allocation is below what the owner uses', fieldErrors);
}

export async function savePlan(ctx: CallContext, input: CallParsedInput<'plans.save'>) {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const used = await usedBy(ctx, ownerId);
  refuseBelowUse(input, used);
  const before = await findPlan(ctx.db, ownerId);
  const text = (n: number) => String(n);
  await upsertPlan(ctx.db, ownerId, {
    planName: input.planName || null,
    rateLimit: input.rateLimit === null ? null : text(input.rateLimit),
    allocateCpu: text(input.allocateCpu),
    allocateMemory: text(input.allocateMemory),
    allocateStorage: text(input.allocateStorage),
    allocateGpu: text(input.allocateGpu),
    allocateAi: text(input.allocateAi),
    allocateDa: text(input.allocateDa),
    gpuType: input.gpuType || null,
  });
  await ctx.audit({ targetType: 'owner_plan', targetId: ownerId, ownerId, before, after: input });
  return { message: 'Successfully Updated' };
}
