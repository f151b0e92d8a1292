import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { RegistrationStatus } from '@console/contract';
import { orderOf, pageOf, searchAny, type ListPaging } from '../../crud/paging';
import {
  firstRow,
  otherOwnedRowExists,
  ownedRow,
  ownedRowWriter,
  type SavedValues,
  updateRow,
} from '../../crud/rows';
import type { Db } from '../../db/client';
import { files, microservicePods, registrations } from '../../db/schema/index';
import { sameText, totalOver } from '../../db/sql';

const SORTS = {
  name: sql`lower(${registrations.name})`,
  deploymentType: registrations.deploymentType,
  updatedAt: registrations.updatedAt,
};
export type RegistrationSort = keyof typeof SORTS;

// The model status of an approved registration, from its microservice's pod (pod-store.ts semantics);
// Removed once its microservice was deleted on the microservices page.
const modelStatus = sql<string>`case
  when ${registrations.status} <> 'approved' then ''
  when ${registrations.microserviceId} is null then 'Removed'
  when ${microservicePods.microserviceId} is null then 'Running'
  when ${microservicePods.readyAt} is null or ${microservicePods.readyAt} > now() then
    case when ${microservicePods.desiredReplicas} > 0 then 'Deploying' else 'Stopping' end
  when ${microservicePods.desiredReplicas} > 0 then 'Running'
  else 'Stopped' end`;

const columns = {
  ...getTableColumns(registrations),
  modelStatus,
};
export type RegistrationRecord = typeof registrations.$inferSelect & { modelStatus: string };

const podOf = eq(microservicePods.microserviceId, registrations.microserviceId);

export function listRegistrations(
  db: Db,
  ownerId: number,
  status: RegistrationStatus,
  q: ListPaging<RegistrationSort>,
) {
  return pageOf(q, (limit, offset) =>
    db
      .select({ ...columns, total: totalOver })
      .from(registrations)
      .leftJoin(microservicePods, podOf)
      .where(
        and(
          eq(registrations.ownerId, ownerId),
          eq(registrations.status, status),
          searchAny(q.search, [registrations.name]),
        ),
      )
      .orderBy(
        ...orderOf(q, SORTS, registrations.id, [sql`${registrations.updatedAt} desc`, registrations.id]),
      )
      .limit(limit)
      .offset(offset),
  );
}

/** How many registrations the owner has in each tab (the search filters the tabs' counts too). */
export async function countByStatus(db: Db, ownerId: number, search: string) {
  const rows = await db
    .select({ status: registrations.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .where(and(eq(registrations.ownerId, ownerId), searchAny(search, [registrations.name])))
    .groupBy(registrations.status);
  const count = (s: RegistrationStatus) => rows.find((r) => r.status === s)?.n ?? 0;
  return { pending: count('pending'), approved: count('approved'), rejected: count('rejected') };
}

export const findRegistration = (db: Db, ownerId: number, id: number): Promise<RegistrationRecord | null> =>
  firstRow(
    db
      .select(columns)
      .from(registrations)
      .leftJoin(microservicePods, podOf)
      .where(ownedRow(registrations, ownerId, id)),
  );

/** Locks the owner's registration for a state change (approve, reject, save): concurrent ones queue. */
export const lockRegistration = async (db: Db, ownerId: number, id: number) =>
  firstRow(
    db
      .select()
      .from(registrations)
      .where(ownedRow(registrations, ownerId, id))
      .for('update'),
  );

/** Another of the owner's registrations with this name (or code), without case. */
export async function takenBy(db: Db, ownerId: number, type: 'name' | 'code', value: string, id: number) {
  const column = type === 'name' ? registrations.name : registrations.code;
  return otherOwnedRowExists(db, registrations, ownerId, id, [sameText(column, value.trim())]);
}

export type RegistrationValues = SavedValues<typeof registrations>;

/** Updates registration `id`, or without an id adds it to the owner's; answers its id. */
export const writeRegistration = ownedRowWriter(registrations);

export const updateRegistration = (
  db: Db,
  id: number,
  v: Partial<RegistrationValues>,
  userId: number,
): Promise<void> => updateRow(db, registrations, id, v, userId);

/** The owner's uploaded file at `key`, or null (another owner's file is not theirs to register). */
export const ownedFile = (db: Db, ownerId: number, key: string) =>
  firstRow(
    db
      .select({ key: files.key, originalName: files.originalName, contentType: files.contentType })
      .from(files)
      .where(and(eq(files.ownerId, ownerId), eq(files.key, key))),
  );

/** The original names of the owner's files, by key. */
export async function fileNames(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: files.key, name: files.originalName })
    .from(files)
    .where(sql`${files.key} in ${keys}`);
  return new Map(rows.map((r) => [r.key, r.name]));
}
