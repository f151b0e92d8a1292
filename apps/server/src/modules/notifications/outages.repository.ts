import { and, eq, inArray, sql } from 'drizzle-orm';
import { ownedRecords } from '../../crud/owned-records';
import { idsAmong, linkedRows, replaceRows, saveOwnedRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import { microservices, outageMicroservices, outages } from '../../db/schema/index';
import { queryRows } from '../../db/sql';

const records = ownedRecords(outages, {
  columns: {
    id: outages.id,
    status: outages.status,
    outage: outages.outage,
    startAt: outages.startAt,
    endAt: outages.endAt,
  },
  sorts: { status: outages.status, startDateTime: outages.startAt, endDateTime: outages.endAt },
  searched: [outages.outage, outages.status],
});

export const listOutages = records.page;
export const findOutage = records.find;

/** The microservices each of `outageIds` affects, by name. */
export async function affectedBy(db: Db, outageIds: number[]) {
  if (!outageIds.length) return [];
  const affected = { outageId: outageMicroservices.outageId, id: microservices.id, name: microservices.name };
  return linkedRows(db, affected, outageMicroservices.microserviceId, microservices)
    .where(inArray(outageMicroservices.outageId, outageIds))
    .orderBy(sql`lower(${microservices.name})`);
}

/** Those of `ids` that are the platform's catalogue microservices (the ones an outage may name). */
export const catalogueIds = (db: Db, platformId: number, ids: number[]): Promise<number[]> =>
  idsAmong(
    db,
    microservices,
    microservices.id,
    and(eq(microservices.ownerId, platformId), eq(microservices.inCatalogue, true)),
    ids,
  );

export type OutageValues = Pick<typeof outages.$inferInsert, 'status' | 'outage' | 'startAt' | 'endAt'>;

/** Writes an outage (id 0: a new one) and replaces the microservices it affects; answers its id. */
export async function writeOutage(
  db: Db,
  ownerId: number,
  id: number,
  v: OutageValues,
  microserviceIds: number[],
  userId: number,
): Promise<number> {
  const outageId = await saveOwnedRow(db, outages, ownerId, id, v, userId);
  const rows = microserviceIds.map((microserviceId) => ({ outageId, microserviceId }));
  await replaceRows(db, outageMicroservices, outageMicroservices.outageId, outageId, rows);
  return outageId;
}

/**
 * The microservices the acting owner sees (its own, or assigned to it) that an Active outage of the
 * platform affects, with those outages.
 */
export async function activeOutages(db: Db, platformId: number, ownerId: number) {
  return queryRows<{ id: number; outage_ids: number[] | string }>(
    db,
    sql`select om.microservice_id as id, array_agg(o.id order by o.id) as outage_ids
        from outages o
        join outage_microservices om on om.outage_id = o.id
        join microservices m on m.id = om.microservice_id
        where o.owner_id = ${platformId} and o.status = 'Active'
          and (m.owner_id = ${ownerId} or exists (select 1 from microservice_assignments a
                where a.owner_id = ${ownerId} and a.microservice_id = m.id))
        group by om.microservice_id
        order by om.microservice_id`,
  );
}
