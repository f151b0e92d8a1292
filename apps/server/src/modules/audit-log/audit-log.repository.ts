import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, organisations, owners, users } from '../../db/schema/index';
import { containsPattern } from '../../db/sql';
import { orderOf, searchAny, type ListPaging } from '../../crud/paging';
import { AppError } from '../../http/app-error';
import { firstRow } from '../../crud/rows';

/** Which records a read sees: one owner's, or (null) every owner's. */
export type AuditScope = number | null;

export interface AuditFilters {
  userId?: number;
  action?: string;
  targetType?: string;
  from?: Date;
  to?: Date;
}

const inScope = (ownerId: AuditScope): SQL | undefined =>
  ownerId === null ? undefined : eq(auditLog.ownerId, ownerId);

const rowColumns = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.actorUserId,
  userName: users.userName,
  ownerId: auditLog.ownerId,
  ownerName: owners.name,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  ip: auditLog.ip,
};

function matching(ownerId: AuditScope, f: AuditFilters, search: string): SQL | undefined {
  return and(
    inScope(ownerId),
    f.userId === undefined ? undefined : eq(auditLog.actorUserId, f.userId),
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
    searchAny(search, [auditLog.action, auditLog.targetType, auditLog.targetId, auditLog.ip]),
  );
}

/** Where a keyset page starts: the exact time (microseconds, as PostgreSQL text) and id of the row before. */
interface Cursor {
  at: string;
  id: number;
}

const encodeCursor = (c: Cursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

/** The cursor of `after`, or a 400 for one this list never gave out. */
function decodeCursor(after: string): Cursor {
  const [at = '', id = ''] = Buffer.from(after, 'base64url').toString().split('|');
  if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?\+00$/.test(at) || !/^\d{1,15}$/.test(id))
    throw new AppError('INVALID_INPUT', 'Unknown cursor', { after: ['Unknown cursor'] });
  return { at, id: Number(id) };
}

/** The rows after the cursor in the list's order (time, then id); `at <=` lets the time index bound the scan. */
function afterRow(c: Cursor, desc: boolean): SQL {
  const at = sql`${c.at}::timestamptz`;
  return desc
    ? sql`(${auditLog.at} <= ${at} and (${auditLog.at} < ${at} or ${auditLog.id} < ${c.id}))`
    : sql`(${auditLog.at} >= ${at} and (${auditLog.at} > ${at} or ${auditLog.id} > ${c.id}))`;
}

/**
 * A page of records, newest first unless asked otherwise, and the next page's cursor. The time order is
 * served by audit_owner_at_idx for one owner and audit_at_idx for every owner (migration 0013), the id
 * breaking ties. The total is counted apart, on audit_log alone: count(*) over () would join every
 * match before the limit (1.1 s for an owner of 200,000 records, measured). Read after a cursor (CSV
 * export), nothing is counted or skipped.
 */
export async function listAuditRecords(
  db: Db,
  ownerId: AuditScope,
  f: AuditFilters,
  q: ListPaging<'at'> & { after?: string },
) {
  const where = matching(ownerId, f, q.search);
  const cursor = q.after ? decodeCursor(q.after) : null;
  const rows = await db
    .select({ ...rowColumns, atText: sql<string>`(${auditLog.at} at time zone 'UTC')::text || '+00'` })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(owners, eq(owners.id, auditLog.ownerId))
    .where(cursor ? and(where, afterRow(cursor, q.sortDirection === 'desc')) : where)
    .orderBy(...orderOf(q, { at: auditLog.at }, auditLog.id, [auditLog.at, auditLog.id]))
    .limit(q.pageSize)
    .offset(cursor ? 0 : q.page * q.pageSize);
  const [counted] = cursor ? [] : await db.select({ n: count() }).from(auditLog).where(where);
  const last = rows.length === q.pageSize ? rows.at(-1) : undefined;
  return {
    rows,
    total: Number(counted?.n ?? 0),
    next: last ? encodeCursor({ at: last.atText, id: Number(last.id) }) : null,
  };
}
export type AuditRecordRow = Awaited<ReturnType<typeof listAuditRecords>>['rows'][number];

/** One record with its before and after, if it is in scope. */
export async function findAuditRecord(db: Db, ownerId: AuditScope, id: number) {
  return firstRow(
    db
      .select({ ...rowColumns, orgName: organisations.name, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .leftJoin(owners, eq(owners.id, auditLog.ownerId))
      .leftJoin(organisations, eq(organisations.id, auditLog.orgId))
      .where(and(eq(auditLog.id, id), inScope(ownerId)))
      .limit(1),
  );
}
export type AuditRecordDetail = NonNullable<Awaited<ReturnType<typeof findAuditRecord>>>;

/** The calls and object types that appear among the records in scope, sorted, in one scan. */
export async function auditFacets(db: Db, ownerId: AuditScope) {
  const [row] = await db
    .select({
      actions: sql<string[] | null>`array_agg(distinct ${auditLog.action} order by ${auditLog.action})`,
      targetTypes: sql<
        string[] | null
      >`array_agg(distinct ${auditLog.targetType} order by ${auditLog.targetType})`,
    })
    .from(auditLog)
    .where(inScope(ownerId));
  return { actions: row?.actions ?? [], targetTypes: row?.targetTypes ?? [] };
}

/** Users of the owner in scope whose name holds `search`, by name, at most `limit`. */
export async function findAuditUsers(db: Db, ownerId: AuditScope, search: string, limit: number) {
  return db
    .select({ id: users.id, userName: users.userName, ownerName: owners.name })
    .from(users)
    .innerJoin(owners, eq(owners.id, users.ownerId))
    .where(
      and(
        ownerId === null ? undefined : eq(users.ownerId, ownerId),
        search ? sql`${users.userName} ilike ${containsPattern(search)}` : undefined,
      ),
    )
    .orderBy(sql`lower(${users.userName})`, users.id)
    .limit(limit);
}
