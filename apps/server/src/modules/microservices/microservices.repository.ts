import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CallParsedInput, DuplicateField } from '@console/contract';
import type { Db } from '../../db/client';
import { insertedId, queryRows } from '../../db/sql';
import { microserviceAssignments, microservices } from '../../db/schema/index';
import { replicasNow } from '../../orchestrator/pod-store';
import { placeholders, statementShapes } from '../../db/prepared';
import { JsonText } from '../../db/json-text';

type ListQuery = Omit<CallParsedInput<'microservices.list'>, 'ownerId'>;

const SORTS: Record<ListQuery['sortField'], string> = {
  name: 'lower(r.name)',
  code: 'r.code',
  microType: 'r.micro_type',
  access: 'lower(r.access)',
  podStatus: 'pod_status',
  dateUpdated: 'r.updated_at',
};

/**
 * The statement's values, filled at each call (statementShapes): the statement's text is built once per
 * shape (the sort, and whether there is a search).
 */
const P = placeholders('ownerId', 'search', 'pageSize', 'offset', 'end');

/**
 * The search as a text search query: every word matches the start of a word of the name or the code,
 * without case. Null: no search (nothing but spaces and signs).
 */
function searchQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Matches of the search query (P.search), served by the GIN index microservices_search_idx (same expression). */
const searchFilter = sql`to_tsvector('simple', m.name || ' ' || m.code) @@ to_tsquery('simple', ${P.search})`;

/** The owner's own (OWN, DUP) and assigned microservices, as rows of the list, up to `limit`. */
const rowsOf = (limit: SQL) => sql`
  (select m.id, m.name, m.code, m.micro_type, m.access_type as access, m.description, m.created_at, m.updated_at
   from microservices m where m.owner_id = ${P.ownerId} and m.type_id = 102 ${limit})
  union all
  (select m.id, m.name, m.code, 'ASSIGN', a.access_type, m.description, a.created_at, greatest(m.updated_at, a.updated_at)
   from microservice_assignments a join microservices m on m.id = a.microservice_id
   where a.owner_id = ${P.ownerId} ${limit})`;

const countOf = sql`((select count(*) from microservices m where m.owner_id = ${P.ownerId} and m.type_id = 102)
  + (select count(*) from microservice_assignments a where a.owner_id = ${P.ownerId}))::int`;

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The page's rows in the contract's shape, built by the database as one JSON value: parsing one JSON
 * text costs the server far less than reading 50 rows of 10 columns, and dates come out as ISO text.
 */
const pageJson = (order: SQL) => sql`coalesce(json_agg(json_build_object(
  'id', r.id, 'name', r.name, 'code', r.code, 'microType', r.micro_type, 'access', r.access,
  'description', r.description, 'podStatus', r.pod_status,
  'dateUpdated', ${sql.raw(iso('r.updated_at'))}, 'dateCreated', ${sql.raw(iso('r.created_at'))}) ${order}), '[]'::json)`;

const podStatusOf = sql`case when ${replicasNow()} > 0 then 'RUNNING' else 'STOPPED' end`;

/**
 * A search's sort key for each sort field, on the owner's own microservices (`m`) and on those assigned
 * to it (`a` joined to `m`): cheap columns only, no row is built before the page is known.
 */
const HIT_KEYS: Record<ListQuery['sortField'], { own: string; assigned: string }> = {
  name: { own: 'lower(m.name)', assigned: 'lower(m.name)' }, // (name_key)
  code: { own: 'm.code', assigned: 'm.code' },
  microType: { own: 'm.micro_type', assigned: `'ASSIGN'` },
  access: { own: 'lower(m.access_type)', assigned: 'lower(a.access_type)' },
  podStatus: { own: 'pod_status', assigned: 'pod_status' },
  dateUpdated: { own: 'm.updated_at', assigned: 'greatest(m.updated_at, a.updated_at)' },
};

/**
 * A searched page. The matches (GIN index microservices_search_idx) are read as narrow rows (the id,
 * whether assigned, the sort's key and the name as tie-break), counted and sorted; only the page's rows
 * are then read from the tables and built, as one JSON array of records.
 */
function searchPageQuery(q: Pick<ListQuery, 'sortField' | 'sortDirection'>): SQL {
  const direction = q.sortDirection === 'desc' ? 'desc' : 'asc';
  // By name, the name is the key; by anything else, the name breaks ties; then the id.
  const byName = q.sortField === 'name';
  const keys = byName ? { own: 'null::text', assigned: 'null::text' } : HIT_KEYS[q.sortField];
  const order = (a: string) =>
    sql.raw(
      `order by ${byName ? '' : `${a}.sort_key ${direction}, `}${a}.name_key ${direction}, ${a}.id ${direction}`,
    );
  // The pod's state is a sort key only when sorting by it (a join per match otherwise saved).
  const pod = (key: string) =>
    key === 'pod_status'
      ? sql`(select ${podStatusOf} from (select 1) one left join microservice_pods p on p.microservice_id = m.id)`
      : sql.raw(key);
  return sql`with hits as materialized (
      select m.id, false as assigned, ${pod(keys.own)} as sort_key, lower(m.name) as name_key
      from microservices m where m.owner_id = ${P.ownerId} and m.type_id = 102 and ${searchFilter}
      union all
      select m.id, true, ${pod(keys.assigned)}, lower(m.name)
      from microservice_assignments a join microservices m on m.id = a.microservice_id
      where a.owner_id = ${P.ownerId} and ${searchFilter}
    ), k as (
      select h.* from hits h ${order('h')} limit ${P.pageSize} offset ${P.offset}
    )
    select (select count(*) from hits)::int as total,
      (select coalesce(json_agg(r), '[]'::json) from (
        select m.id, m.name, m.code, case when k.assigned then 'ASSIGN' else m.micro_type end as "microType",
          case when k.assigned then a.access_type else m.access_type end as access,
          m.description, ${podStatusOf} as "podStatus",
          ${sql.raw(iso('case when k.assigned then greatest(m.updated_at, a.updated_at) else m.updated_at end'))} as "dateUpdated",
          ${sql.raw(iso('case when k.assigned then a.created_at else m.created_at end'))} as "dateCreated"
        from k join microservices m on m.id = k.id
        left join microservice_assignments a on k.assigned and a.owner_id = ${P.ownerId} and a.microservice_id = k.id
        left join microservice_pods p on p.microservice_id = k.id
        ${order('k')}) r) as rows,
      ${ownerFound}`;
}

/** Whether the owner exists: asked in the list's own statement rather than in one more. */
const ownerFound = sql`exists (select 1 from owners w where w.id = ${P.ownerId}) as "ownerFound"`;

/**
 * One page of the list with the total. A search counts and sorts its matches before building the
 * page's rows (searchPageQuery); without one, a sort by name reads each branch in index order
 * (owner_id, lower(name)) up to the page's end. The page's rows come back as one JSON array.
 */
function pageQuery(q: Pick<ListQuery, 'sortField' | 'sortDirection'>): SQL {
  const direction = q.sortDirection === 'desc' ? 'desc' : 'asc';
  const order = sql.raw(
    `order by ${SORTS[q.sortField]} ${direction}, lower(r.name) ${direction}, r.id ${direction}`,
  );
  const page = (source: SQL) => sql`(select r.*, ${podStatusOf} as pod_status
    from ${source} left join microservice_pods p on p.microservice_id = r.id
    ${order} limit ${P.pageSize} offset ${P.offset}) r`;
  const limit =
    q.sortField === 'name' ? sql`order by lower(m.name) ${sql.raw(direction)} limit ${P.end}` : sql``;
  return sql`select ${pageJson(order)} as rows, ${countOf} as total, ${ownerFound}
    from ${page(sql`(${rowsOf(limit)}) r`)}`;
}

/** The list's statement, built once per shape: with or without a search, and its sort. */
const listStatement = statementShapes('ms_list');

/**
 * The owner's own (OWN, DUP) and assigned microservices: one page, searched and sorted, and the total;
 * `ownerFound`: the owner exists.
 */
export async function listPage(
  db: Db,
  ownerId: number,
  q: ListQuery,
): Promise<{ rows: JsonText; total: number; ownerFound: boolean }> {
  const search = searchQuery(q.search);
  const [result] = await listStatement<{ rows: unknown; total: number | string; ownerFound: boolean }>(
    db,
    `${search === null ? 'all' : 'search'} ${q.sortField} ${q.sortDirection}`,
    () => (search === null ? pageQuery : searchPageQuery)(q),
    {
      ownerId,
      search,
      pageSize: q.pageSize,
      offset: q.page * q.pageSize,
      end: (q.page + 1) * q.pageSize,
    },
    { jsonAsText: true },
  );
  return {
    // The page's rows as the statement wrote them (contract shape): sent as they are (decision 0330).
    rows: JsonText.of(result?.rows, '[]'),
    total: Number(result?.total ?? 0),
    ownerFound: Boolean(result?.ownerFound),
  };
}

/**
 * Which of title, code and URL code another microservice of the owner (its own or assigned to it)
 * already uses; titles and URL codes compare without case.
 */
export async function findClashes(
  db: Db,
  ownerId: number,
  v: { name: string; code: string; urlCode: string },
  excludeId: number | null,
): Promise<DuplicateField[]> {
  const [row] = await queryRows<{ name: boolean; code: boolean; url_code: boolean }>(
    db,
    sql`with mine as (
          select m.id, m.name, m.code, m.url_code from microservices m where m.owner_id = ${ownerId}
          union all
          select m.id, m.name, m.code, m.url_code from microservice_assignments a
          join microservices m on m.id = a.microservice_id where a.owner_id = ${ownerId}
        )
        select coalesce(bool_or(${v.name} <> '' and lower(name) = lower(${v.name})), false) as name,
          coalesce(bool_or(${v.code} <> '' and code = ${v.code}), false) as code,
          coalesce(bool_or(${v.urlCode} <> '' and lower(url_code) = lower(${v.urlCode})), false) as url_code
        from mine where id <> ${excludeId ?? 0}`,
  );
  const out: DuplicateField[] = [];
  if (row?.name) out.push('name');
  if (row?.code) out.push('code');
  if (row?.url_code) out.push('urlCode');
  return out;
}

export type NewMicroservice = typeof microservices.$inferInsert;

export async function insertMicroservice(db: Db, values: NewMicroservice): Promise<number> {
  return insertedId(db, microservices, values);
}

export async function updateMicroservice(
  db: Db,
  id: number,
  values: Partial<NewMicroservice>,
): Promise<void> {
  await db
    .update(microservices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(microservices.id, id));
}

export async function touchMicroservices(db: Db, ids: number[]): Promise<void> {
  if (ids.length)
    await db
      .update(microservices)
      .set({ updatedAt: sql`now()` })
      .where(inArray(microservices.id, ids));
}

/** Of `ids`, those the owner owns and those assigned to it. */
export async function ownedAndAssigned(db: Db, ownerId: number, ids: number[]) {
  const owned = await db
    .select({ id: microservices.id, name: microservices.name, code: microservices.code })
    .from(microservices)
    .where(
      and(eq(microservices.ownerId, ownerId), eq(microservices.typeId, 102), inArray(microservices.id, ids)),
    );
  const assigned = await db
    .select({ id: microserviceAssignments.microserviceId, accessType: microserviceAssignments.accessType })
    .from(microserviceAssignments)
    .where(
      and(eq(microserviceAssignments.ownerId, ownerId), inArray(microserviceAssignments.microserviceId, ids)),
    );
  return { owned, assigned };
}

export async function deleteMicroservices(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(microservices).where(inArray(microservices.id, ids));
}

export async function deleteAssignments(db: Db, ownerId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .delete(microserviceAssignments)
    .where(
      and(eq(microserviceAssignments.ownerId, ownerId), inArray(microserviceAssignments.microserviceId, ids)),
    );
}

/** The catalogue, sorted by name; `search` matches the name, without case. */
/** The public catalogue, each item marked when it is assigned to `ownerId`. */
export function listCatalogue(db: Db, ownerId: number, search = '') {
  const filter = search ? sql`strpos(lower(${microservices.name}), ${search.toLowerCase()}) > 0` : sql`true`;
  return db
    .select({
      functionId: microservices.id,
      functionName: microservices.name,
      functionDescription: microservices.description,
      assigned: sql<boolean>`${microserviceAssignments.ownerId} is not null`,
    })
    .from(microservices)
    .leftJoin(
      microserviceAssignments,
      and(
        eq(microserviceAssignments.microserviceId, microservices.id),
        eq(microserviceAssignments.ownerId, ownerId),
      ),
    )
    .where(and(eq(microservices.inCatalogue, true), filter))
    .orderBy(asc(sql`lower(${microservices.name})`), asc(microservices.id));
}

export async function catalogueIds(db: Db, ids: number[]) {
  return db
    .select({ id: microservices.id, ownerId: microservices.ownerId, accessType: microservices.accessType })
    .from(microservices)
    .where(and(inArray(microservices.id, ids), eq(microservices.inCatalogue, true)));
}

/** A microservice the owner owns or is assigned, in brief; null for anything else. */
export async function findVisible(db: Db, ownerId: number, id: number) {
  const [row] = await queryRows<{ id: number; owner_id: number; code: string; assigned: boolean }>(
    db,
    sql`select m.id, m.owner_id, m.code, (a.owner_id is not null) as assigned from microservices m
        left join microservice_assignments a on a.microservice_id = m.id and a.owner_id = ${ownerId}
        where m.id = ${id} and m.type_id = 102 and (m.owner_id = ${ownerId} or a.owner_id is not null)`,
  );
  return row
    ? {
        id: Number(row.id),
        ownerId: Number(row.owner_id),
        code: row.code,
        owned: Number(row.owner_id) === ownerId,
      }
    : null;
}
