import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownerPlans } from '../../db/schema/index';
import { queryRow } from '../../db/sql';
import { replicasNow } from '../../orchestrator/pod-store';

export type PlanRecord = typeof ownerPlans.$inferSelect;

export async function findPlan(db: Db, ownerId: number): Promise<PlanRecord | null> {
  const [row] = await db.select().from(ownerPlans).where(eq(ownerPlans.ownerId, ownerId)).limit(1);
  return row ?? null;
}

/** What an owner really has: replicas of its own microservices' pods now, bytes of its files, its microservices by class. */
export interface OwnerUsage {
  replicas: number;
  bytes: number;
  ai: number;
  data: number;
}

/** One query over the owner's pods, files and microservices (an assigned microservice runs in the platform's pod). */
export async function readUsage(db: Db, ownerId: number): Promise<OwnerUsage> {
  const row = await queryRow<Record<keyof OwnerUsage, string | number>>(
    db,
    sql`select
      (select coalesce(sum(${replicasNow()}), 0) from microservices m
         left join microservice_pods p on p.microservice_id = m.id where m.owner_id = ${ownerId}) as replicas,
      (select coalesce(sum(f.size), 0) from files f where f.owner_id = ${ownerId}) as bytes,
      (select count(*) from microservices m where m.owner_id = ${ownerId} and m.class_code = 'CLASS_AI') as ai,
      (select count(*) from microservices m where m.owner_id = ${ownerId} and m.class_code = 'CLASS_DATA') as data`,
  );
  return {
    replicas: Number(row?.replicas ?? 0),
    bytes: Number(row?.bytes ?? 0),
    ai: Number(row?.ai ?? 0),
    data: Number(row?.data ?? 0),
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
