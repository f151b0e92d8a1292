import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownerPlans } from '../../db/schema/index';
import { queryRow } from '../../db/sql';
import { replicasNow } from '../../orchestrator/pod-store';
import { firstRow } from '../../crud/rows';

export type PlanRecord = typeof ownerPlans.$inferSelect;

export async function findPlan(db: Db, ownerId: number): Promise<PlanRecord | null> {
  return firstRow(db.select().from(ownerPlans).where(eq(ownerPlans.ownerId, ownerId)).limit(1));
}

/**
 * What an owner really has: replicas of its own microservices' pods now (apart from those deployed from
 * a registration), what its deployed registrations request (their CPU, memory and GPU per replica, counted
 * from the moment they are asked for), bytes of its files, its microservices by class.
 */
export interface OwnerUsage {
  replicas: number;
  registeredCpu: number;
  registeredMemory: number;
  registeredGpu: number;
  bytes: number;
  ai: number;
  data: number;
}

/** One query over the owner's pods, registrations, files and microservices (an assigned microservice runs in the platform's pod). */
export async function readUsage(db: Db, ownerId: number): Promise<OwnerUsage> {
  const row = await queryRow<Record<keyof OwnerUsage, string | number>>(
    db,
    sql`with pods as (
      select r.resource_cpu as cpu, r.resource_memory as memory, r.enable_gpu as gpu, r.id as registration,
        case when r.id is null then ${replicasNow()} else greatest(${replicasNow()}, coalesce(p.desired_replicas, 1)) end as replicas
      from microservices m
      left join microservice_pods p on p.microservice_id = m.id
      left join lateral (select r.id, r.resource_cpu, r.resource_memory, r.enable_gpu from microservice_registrations r
        where r.microservice_id = m.id and r.status = 'approved' order by r.updated_at desc limit 1) r on true
      where m.owner_id = ${ownerId})
    select
      (select coalesce(sum(replicas), 0) from pods where registration is null) as replicas,
      (select coalesce(sum(replicas * cpu), 0) from pods where registration is not null) as "registeredCpu",
      (select coalesce(sum(replicas * memory), 0) from pods where registration is not null) as "registeredMemory",
      (select coalesce(sum(replicas), 0) from pods where registration is not null and gpu = 'yes') as "registeredGpu",
      (select coalesce(sum(f.size), 0) from files f where f.owner_id = ${ownerId}) as bytes,
      (select count(*) from microservices m where m.owner_id = ${ownerId} and m.class_code = 'CLASS_AI') as ai,
      (select count(*) from microservices m where m.owner_id = ${ownerId} and m.class_code = 'CLASS_DATA') as data`,
  );
  const n = (k: keyof OwnerUsage) => Number(row?.[k] ?? 0);
  return {
    replicas: n('replicas'),
    registeredCpu: n('registeredCpu'),
    registeredMemory: n('registeredMemory'),
    registeredGpu: n('registeredGpu'),
    bytes: n('bytes'),
    ai: n('ai'),
    data: n('data'),
  };
}

export type PlanValues = Pick<
  typeof ownerPlans.$inferInsert,
  | 'planName'
  | 'rateLimit'
  | 'allocateCpu'
  | 'allocateMemory'
  | 'allocateStorage'
  | 'allocateGpu'
  | 'allocateAi'
  | 'allocateDa'
  | 'gpuType'
>;

/** Writes the plan details; an owner without a plan row gets one with the spec's default duration and type. */
export async function upsertPlan(db: Db, ownerId: number, v: PlanValues): Promise<void> {
  await db
    .insert(ownerPlans)
    .values({ ownerId, planDuration: '1 Year', planType: 'Named Users', noOfUsers: 0, ...v })
    .onConflictDoUpdate({ target: ownerPlans.ownerId, set: { ...v, updatedAt: sql`now()` } });
}
