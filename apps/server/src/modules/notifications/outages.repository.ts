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

export interface OutageInForce {
  id: number;
  outage: string;
  startAt: Date | null;
  endAt: Date | null;
  microservices: Array<{ id: number; name: string; path: string }>;
}

/**
 * The platform's outages in force now (Active, started, not ended: the rule the gateway refuses calls
 * by), soonest end first, each with the microservices it affects and their endpoint path prefix
 * (/<owner code>/<url code>).
 */
export async function outagesInForce(db: Db, platformId: number): Promise<OutageInForce[]> {
  const rows = await queryRows<{
    id: number;
    outage: string;
    start_at: Date | string | null;
    end_at: Date | string | null;
    microservices: OutageInForce['microservices'] | string;
  }>(
    db,
    sql`select o.id, o.outage, o.start_at, o.end_at,
          coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name,
              'path', '/' || lower(w.code) || '/' || lower(m.url_code)) order by lower(m.name))
            from outage_microservices om
            join microservices m on m.id = om.microservice_id
            join owners w on w.id = m.owner_id
            where om.outage_id = o.id), '[]'::json) as microservices
        from outages o
        where o.owner_id = ${platformId} and o.status = 'Active'
          and (o.start_at is null or o.start_at <= now()) and (o.end_at is null or o.end_at > now())
        order by o.end_at nulls last, o.id`,
  );
  const at = (v: Date | string | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({
    id: Number(r.id),
    outage: r.outage,
    startAt: at(r.start_at),
    endAt: at(r.end_at),
    microservices: (typeof r.microservices === 'string'
      ? (JSON.parse(r.microservices) as OutageInForce['microservices'])
      : r.microservices
    ).map((m) => ({ ...m, id: Number(m.id) })),
  }));
}
