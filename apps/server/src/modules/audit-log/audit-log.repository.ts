import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, organisations, owners, users } from '../../db/schema/index';
import { containsPattern, totalOver } from '../../db/sql';
import { orderOf, pageOf, searchAny, type ListPaging } from '../../crud/paging';

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

/**
 * A page of records, newest first unless asked otherwise. The time order is served by audit_owner_at_idx
 * for one owner and audit_at_idx for every owner (migration 0013), the id breaking ties.
 */
export async function listAuditRecords(db: Db, ownerId: AuditScope, f: AuditFilters, q: ListPaging<'at'>) {
  return pageOf(q, (limit, offset) =>
    db
      .select({ ...rowColumns, total: totalOver })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .leftJoin(owners, eq(owners.id, auditLog.ownerId))
      .where(matching(ownerId, f, q.search))
      .orderBy(...orderOf(q, { at: auditLog.at }, auditLog.id, [auditLog.at, auditLog.id]))
      .limit(limit)
      .offset(offset),
  );
}
export type AuditRecordRow = Awaited<ReturnType<typeof listAuditRecords>>['rows'][number];

/** One record with its before and after, if it is in scope. */
export async function findAuditRecord(db: Db, ownerId: AuditScope, id: number) {
  const [row] = await db
    .select({ ...rowColumns, orgName: organisations.name, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(owners, eq(owners.id, auditLog.ownerId))
    .leftJoin(organisations, eq(organisations.id, auditLog.orgId))
    .where(and(eq(auditLog.id, id), inScope(ownerId)))
    .limit(1);
  return row ?? null;
}
export type AuditRecordDetail = NonNullable<Awaited<ReturnType<typeof findAuditRecord>>>;

/** The distinct values of `column` among the records in scope, sorted. */
async function distinctOf(
  db: Db,
  ownerId: AuditScope,
  column: typeof auditLog.action | typeof auditLog.targetType,
) {
  const rows = await db
    .selectDistinct({ value: column })
    .from(auditLog)
    .where(inScope(ownerId))
    .orderBy(asc(column));
  return rows.map((r) => r.value);
}

export async function auditFacets(db: Db, ownerId: AuditScope) {
  const [actions, targetTypes] = [
    await distinctOf(db, ownerId, auditLog.action),
    await distinctOf(db, ownerId, auditLog.targetType),
  ];
  return { actions, targetTypes };
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
