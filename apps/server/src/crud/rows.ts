import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { firstRow, insertedId } from '../db/sql';

export { firstRow };

/** A table with a serial `id` and who changed a row last and when (`changed()` in db/schema/columns.ts). */
type ChangedTable = PgTable & { id: PgColumn; updatedBy: PgColumn; updatedAt: PgColumn };

/** What a form saves into a row of `T`: its columns but the id, the owner and who made or changed it when. */
export type SavedValues<T extends PgTable> = Omit<
  T['$inferInsert'],
  'id' | 'ownerId' | 'createdBy' | 'createdAt' | 'updatedBy' | 'updatedAt'
>;

/** Inserts a row with `userId` as who changed it last, and answers its id. */
export async function insertRow<T extends ChangedTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
  userId: number,
): Promise<number> {
  return insertedId(db, table, { ...values, updatedBy: userId });
}

/** Updates row `id` with `values`, `userId` as who changed it, now. */
export async function updateRow<T extends ChangedTable>(
  db: Db,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
  userId: number,
): Promise<void> {
  await db
    .update(table as ChangedTable)
    .set({ ...values, updatedBy: userId, updatedAt: sql`now()` } as never)
    .where(eq(table.id, id));
}

/** Row `id` of the owner's rows (another owner's row matches nothing). */
export const ownedRow = (table: { id: PgColumn; ownerId: PgColumn }, ownerId: number, id: number): SQL =>
  and(eq(table.ownerId, ownerId), eq(table.id, id))!;

/** Row `id` of the owner's rows of `table` as `columns` select it, or null (another owner's row: null). */
export const findOwnedRow = <C extends SelectedFields>(
  db: Db,
  table: PgTable & { id: PgColumn; ownerId: PgColumn },
  columns: C,
  ownerId: number,
  id: number,
) =>
  firstRow(
    db
      .select(columns)
      .from(table)
      .where(ownedRow(table, ownerId, id)),
  );

/**
 * The rows of `table` whose `key` is `keyValue` become exactly `rows` (a parent's links, attributes or
 * translations as a form sent them): the others are removed.
 */
export async function replaceRows<T extends PgTable>(
  db: Db,
  table: T,
  key: PgColumn,
  keyValue: number,
  rows: T['$inferInsert'][],
): Promise<void> {
  await db.delete(table as PgTable).where(eq(key, keyValue));
  if (rows.length) await db.insert(table as PgTable).values(rows as never);
}

/** Whether a row of `table` other than row `excludeId` is one `where` keeps (a name or code already in use). */
export async function otherRowExists(
  db: Db,
  table: PgTable & { id: PgColumn },
  excludeId: number,
  where: SQL | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(where, ne(table.id, excludeId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether a row of the owner's rows of `table` other than row `excludeId` is one that any of `anyOf` keeps
 * (a name or code another of the owner's records already has).
 */
export const otherOwnedRowExists = (
  db: Db,
  table: PgTable & { id: PgColumn; ownerId: PgColumn },
  ownerId: number,
  excludeId: number,
  anyOf: SQL[],
): Promise<boolean> => otherRowExists(db, table, excludeId, and(eq(table.ownerId, ownerId), or(...anyOf)));

/**
 * A save's check bound to `table`: whether another of the owner's rows (not row `excludeId`) is one that
 * any of `matches(values)` keeps (the form's name or code already taken).
 */
export const ownedRowTaken =
  <V>(table: PgTable & { id: PgColumn; ownerId: PgColumn }, matches: (v: V) => SQL[]) =>
  (db: Db, ownerId: number, v: V, excludeId: number): Promise<boolean> =>
    otherOwnedRowExists(db, table, ownerId, excludeId, matches(v));

/** Of `ids`, those found in `column` of the rows of `table` that `where` keeps (a form's picks, checked). */
export async function idsAmong(
  db: Db,
  table: PgTable,
  column: PgColumn,
  where: SQL | undefined,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: column })
    .from(table)
    .where(and(where, inArray(column, ids)));
  return rows.map((r) => r.id as number);
}

/**
 * Saves a form's row: updates row `id` with `values`, or without an id inserts `values` with `created`
 * (what only a new row gets: its owner ...); `userId` as who changed it. Answers the row's id.
 */
export async function saveRow<T extends ChangedTable>(
  db: Db,
  table: T,
  id: number | null | undefined,
  values: Partial<T['$inferInsert']>,
  userId: number,
  created: Partial<T['$inferInsert']> = {},
): Promise<number> {
  if (!id) return insertRow(db, table, { ...values, ...created } as T['$inferInsert'], userId);
  await updateRow(db, table, id, values, userId);
  return id;
}

/**
 * saveRow of a table of an owner's records: a new row belongs to owner `ownerId` and was created by the
 * saving user.
 */
export const saveOwnedRow = <T extends ChangedTable & { ownerId: PgColumn; createdBy: PgColumn }>(
  db: Db,
  table: T,
  ownerId: number,
  id: number | null | undefined,
  values: Partial<T['$inferInsert']>,
  userId: number,
) => saveRow(db, table, id, values, userId, { ownerId, createdBy: userId } as Partial<T['$inferInsert']>);

/**
 * saveOwnedRow bound to `table`, as a repository writes its owner's records: updates row `id` with the
 * form's values, or without an id adds them to owner `ownerId`'s rows; answers the row's id.
 */
export const ownedRowWriter =
  <T extends ChangedTable & { ownerId: PgColumn; createdBy: PgColumn }>(table: T) =>
  (db: Db, ownerId: number, id: number | null | undefined, v: SavedValues<T>, userId: number) =>
    saveOwnedRow(db, table, ownerId, id, v as Partial<T['$inferInsert']>, userId);

/**
 * `columns` of the rows of `target` that a link table points at (`via`: its column of their ids), joined
 * to the links: a group's members through group_members.user_id, a discount's organisations. The caller
 * says which links (`where`) and the order.
 */
export const linkedRows = <C extends SelectedFields>(
  db: Db,
  columns: C,
  via: PgColumn,
  target: PgTable & { id: PgColumn },
) => db.select(columns).from(via.table).innerJoin(target, eq(target.id, via));
