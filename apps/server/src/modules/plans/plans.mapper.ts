import type { PlanInfo, PlanResourceId } from '@console/contract';
import type { OwnerUsage, PlanRecord } from './plans.repository';

const GIB = 1024 ** 3;
/** Figures shown with at most three decimals (storage in GB from bytes, fractions of a CPU). */
const round = (n: number) => Math.round(n * 1000) / 1000;
const num = (v: string | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

/** What is in use of each resource, from the owner's usage, the size of one pod and its deployed registrations. */
export function usedOf(
  usage: OwnerUsage,
  pod: { cpu: number; memoryGb: number; gpu: number },
): Record<PlanResourceId, number> {
  return {
    cpu: round(usage.replicas * pod.cpu + usage.registeredCpu),
    memory: round(usage.replicas * pod.memoryGb + usage.registeredMemory),
    storage: round(usage.bytes / GIB),
    gpu: round(usage.replicas * pod.gpu + usage.registeredGpu),
    ai: usage.ai,
    data: usage.data,
  };
}

export function allocatedOf(plan: PlanRecord | null): Record<PlanResourceId, number> {
  return {
    cpu: num(plan?.allocateCpu),
    memory: num(plan?.allocateMemory),
    storage: num(plan?.allocateStorage),
    gpu: num(plan?.allocateGpu),
    ai: num(plan?.allocateAi),
    data: num(plan?.allocateDa),
  };
}

export function toPlanInfo(
  ownerId: number,
  plan: PlanRecord | null,
  used: Record<PlanResourceId, number>,
): PlanInfo {
  const allocated = allocatedOf(plan);
  return {
    ownerId,
    planName: plan?.planName ?? '',
    rateLimit: plan?.rateLimit === null || plan?.rateLimit === undefined ? null : Number(plan.rateLimit),
    gpuType: plan?.gpuType ?? '',
    resources: (Object.keys(allocated) as PlanResourceId[]).map((resource) => ({
      resource,
      allocated: allocated[resource],
      used: used[resource],
      available: round(allocated[resource] - used[resource]),
    })),
  };
}
