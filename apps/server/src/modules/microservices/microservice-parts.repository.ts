import { eq } from 'drizzle-orm';
import type { MicroserviceFields } from '@console/contract';
import type { Db } from '../../db/client';
import {
  microserviceDataSchema,
  microserviceLimitFields,
  microservicePricing,
  microservicePricingTiers,
  microserviceRequestTypes,
  microserviceTags,
} from '../../db/schema/index';

/** Ids of the parts a microservice has now (tiers of all its pricing entries). */
export interface PartIds {
  requestTypes: number[];
  pricing: number[];
  tiers: number[];
  tags: number[];
  limitFields: number[];
}

type Lists = Pick<MicroserviceFields, 'requestTypes' | 'pricing' | 'dataSchema' | 'tags' | 'limitFields'>;

/** Keeps a row's id when it names a row this microservice had, so ids stay stable across saves. */
const keeper = (ids: Iterable<number>) => {
  const known = new Set(ids);
  return (id: number | undefined) => (id && known.has(id) ? id : undefined);
};

/**
 * Replaces the parts of a microservice with `lists`: everything it had is deleted and the new lists
 * inserted, rows that were there before keeping their ids (`previous`: what it had; null on create).
 */
export async function replaceParts(
  db: Db,
  microserviceId: number,
  lists: Lists,
  previous: PartIds | null,
): Promise<void> {
  const keep = {
    requestTypes: keeper(previous?.requestTypes ?? []),
    pricing: keeper(previous?.pricing ?? []),
    tiers: keeper(previous?.tiers ?? []),
    tags: keeper(previous?.tags ?? []),
    limitFields: keeper(previous?.limitFields ?? []),
  };
  if (previous) await deleteParts(db, microserviceId);
  const at = <T>(rows: T[]) => rows.map((row, position) => ({ row, position }));

  if (lists.requestTypes.length)
    await db.insert(microserviceRequestTypes).values(
      at(lists.requestTypes).map(({ row: r, position }) => ({
        id: keep.requestTypes(r.id),
        microserviceId,
        type: r.type,
        major: r.major,
        minor: r.minor,
        patch: r.patch,
        yamlUrl: r.yamlUrl,
        docsUrl: r.docsUrl,
        position,
      })),
    );
  for (const { row: p, position } of at(lists.pricing)) {
    const [entry] = await db
      .insert(microservicePricing)
      .values({
        id: keep.pricing(p.id),
        microserviceId,
        endpointType: p.endpointType,
        standardPrice: p.standardPrice,
        position,
      })
      .returning({ id: microservicePricing.id });
    const tiers = [...p.tiers].sort((a, b) => a.lower - b.lower);
    if (tiers.length)
      await db.insert(microservicePricingTiers).values(
        at(tiers).map(({ row: t, position: n }) => ({
          id: keep.tiers(t.id),
          pricingId: entry!.id,
          lower: t.lower,
          upper: t.upper,
          cost: t.cost,
          position: n,
        })),
      );
  }
  if (lists.dataSchema.length)
    await db
      .insert(microserviceDataSchema)
      .values(at(lists.dataSchema).map(({ row, position }) => ({ ...row, microserviceId, position })));
  if (lists.tags.length)
    await db.insert(microserviceTags).values(
      at(lists.tags).map(({ row: t, position }) => ({
        id: keep.tags(t.id),
        microserviceId,
        key: t.key,
        value: t.value,
        position,
      })),
    );
  if (lists.limitFields.length)
    await db.insert(microserviceLimitFields).values(
      at(lists.limitFields).map(({ row: l, position }) => ({
        id: keep.limitFields(l.id),
        microserviceId,
        type: l.type,
        lowerLimit: l.lowerLimit,
        upperLimit: l.upperLimit,
        field: l.field,
        position,
      })),
    );
}

async function deleteParts(db: Db, microserviceId: number): Promise<void> {
  // Tiers go with their pricing entries (on delete cascade).
  await db
    .delete(microserviceRequestTypes)
    .where(eq(microserviceRequestTypes.microserviceId, microserviceId));
  await db.delete(microservicePricing).where(eq(microservicePricing.microserviceId, microserviceId));
  await db.delete(microserviceDataSchema).where(eq(microserviceDataSchema.microserviceId, microserviceId));
  await db.delete(microserviceTags).where(eq(microserviceTags.microserviceId, microserviceId));
  await db.delete(microserviceLimitFields).where(eq(microserviceLimitFields.microserviceId, microserviceId));
}
