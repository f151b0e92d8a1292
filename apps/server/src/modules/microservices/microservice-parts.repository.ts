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
import { insertedId } from '../../db/sql';

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
      rowsOf(
        // isLatest is read-only (answered by microservices.info), not a column.
        lists.requestTypes.map(({ isLatest: _isLatest, ...r }) => r),
        keep.requestTypes,
        { microserviceId },
      ),
    );
  for (const { row: p, position } of at(lists.pricing)) {
    const { tiers, ...fields } = p;
    const entryId = await insertedId(db, microservicePricing, {
      ...fields,
      id: keep.pricing(p.id),
      microserviceId,
      position,
    });
    const sorted = [...tiers].sort((a, b) => a.lower - b.lower);
    if (sorted.length)
      await db.insert(microservicePricingTiers).values(rowsOf(sorted, keep.tiers, { pricingId: entryId }));
  }
  if (lists.dataSchema.length)
    await db
      .insert(microserviceDataSchema)
      .values(at(lists.dataSchema).map(({ row, position }) => ({ ...row, microserviceId, position })));
  if (lists.tags.length)
    await db.insert(microserviceTags).values(rowsOf(lists.tags, keep.tags, { microserviceId }));
  if (lists.limitFields.length)
    await db
      .insert(microserviceLimitFields)
      .values(rowsOf(lists.limitFields, keep.limitFields, { microserviceId }));
}

/** One list's rows as inserted: the row's own fields, its kept id, its parent and its position. */
function rowsOf<T extends { id?: number }, P extends object>(
  rows: T[],
  keepId: (id: number | undefined) => number | undefined,
  parent: P,
) {
  return rows.map((row, position) => ({ ...row, id: keepId(row.id), ...parent, position }));
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
