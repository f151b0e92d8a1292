import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  microserviceAssignments,
  microservicePricing,
  microservicePricingTiers,
  microservices,
} from '../../db/schema/index';
import { firstRow } from '../../crud/rows';

/** Assigns catalogue microservices to an owner; answers those newly assigned (already assigned are kept). */
export async function insertAssignments(
  db: Db,
  ownerId: number,
  ids: number[],
  accessType: (id: number) => string,
) {
  if (!ids.length) return [];
  return db
    .insert(microserviceAssignments)
    .values(
      ids.map((microserviceId) => ({ ownerId, microserviceId, accessType: accessType(microserviceId) })),
    )
    .onConflictDoNothing()
    .returning({ id: microserviceAssignments.microserviceId });
}

/** The owner's assignment of catalogue microservice `microserviceId`. */
const assignment = (ownerId: number, microserviceId: number) =>
  and(
    eq(microserviceAssignments.ownerId, ownerId),
    eq(microserviceAssignments.microserviceId, microserviceId),
  );

export async function findAssignment(db: Db, ownerId: number, microserviceId: number) {
  return firstRow(db.select().from(microserviceAssignments).where(assignment(ownerId, microserviceId)));
}

export async function updateAssignmentAccess(
  db: Db,
  ownerId: number,
  microserviceId: number,
  accessType: string,
) {
  await db
    .update(microserviceAssignments)
    .set({ accessType, updatedAt: sql`now()` })
    .where(assignment(ownerId, microserviceId));
}

/** Of the tiers `ids`, those of microservices the owner owns, with their microservice. */
export async function ownedTiers(db: Db, ownerId: number, ids: number[]) {
  return db
    .select({
      id: microservicePricingTiers.id,
      microserviceId: microservicePricing.microserviceId,
      endpointType: microservicePricing.endpointType,
      lower: microservicePricingTiers.lower,
      upper: microservicePricingTiers.upper,
      cost: microservicePricingTiers.cost,
    })
    .from(microservicePricingTiers)
    .innerJoin(microservicePricing, eq(microservicePricing.id, microservicePricingTiers.pricingId))
    .innerJoin(microservices, eq(microservices.id, microservicePricing.microserviceId))
    .where(and(inArray(microservicePricingTiers.id, ids), eq(microservices.ownerId, ownerId)));
}

export async function deleteTiers(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(microservicePricingTiers).where(inArray(microservicePricingTiers.id, ids));
}
