// Plain constants of plan details, apart from the zod schemas so the console imports them without zod.

/** The compute table's rows, then the custom microservices table's (001 section 2.1). */
export const PLAN_RESOURCES = ['cpu', 'memory', 'storage', 'gpu', 'ai', 'data'] as const;
export type PlanResourceId = (typeof PLAN_RESOURCES)[number];
export const COMPUTE_RESOURCES = ['cpu', 'memory', 'storage', 'gpu'] as const satisfies PlanResourceId[];
export const MICROSERVICE_RESOURCES = ['ai', 'data'] as const satisfies PlanResourceId[];

/** The save field of each resource's allocation. */
export const ALLOCATION_FIELDS = {
  cpu: 'allocateCpu',
  memory: 'allocateMemory',
  storage: 'allocateStorage',
  gpu: 'allocateGpu',
  ai: 'allocateAi',
  data: 'allocateDa',
} as const satisfies Record<PlanResourceId, string>;
