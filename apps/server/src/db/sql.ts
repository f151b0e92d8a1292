import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Runs raw SQL and returns its rows typed as `T`; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row of a raw query, or null. */
export async function queryRow<T>(db: Db, query: SQL): Promise<T | null> {
  return (await queryRows<T>(db, query))[0] ?? null;
}

/** `(a, b, c)` for a non-empty list of values, for `in` in raw SQL. */
export const inList = (values: readonly (string | number)[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** A search term as an ILIKE pattern matching it anywhere, with its wildcards escaped. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` holds `value` without case (the value is lowered here, the column by the database). */
export const sameText = (column: SQL | AnyColumn, value: string): SQL =>
  eq(sql`lower(${column})`, value.toLowerCase());

/** `count(*) over ()`: the rows of the whole filtered list, beside each row of a page. */
export const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

/** A timestamp column as ISO 8601 text in UTC, formatted by the database (for raw queries). */
export const isoText = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A timestamp as ISO 8601 in UTC; text already in that form (formatted by the query) is kept as it is. */
export const isoDate = (value: Date | string): string =>
  typeof value === 'string' && ISO_UTC.test(value) ? value : new Date(value).toISOString();

/** json columns arrive parsed from node-postgres and PGlite, but text is accepted too. */
export const jsonValue = <T>(value: T | string | null, empty: T): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? empty);

/** Inserts one row into `table` and answers its id. */
export async function insertedId<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await db
    .insert(table as PgTable)
    .values(values as never)
    .returning({ id: table.id });
  return row!.id as number;
}

/** The first row a query answers, or null. */
export async function firstRow<R>(query: PromiseLike<R[]>): Promise<R | null> {
  const [row] = await query;
  return row ?? null;
}

/** The row of `table` that `where` picks (by id, or by code within a parent), or null. */
export async function findRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | null> {
  return firstRow(
    db
      .select()
      .from(table as PgTable)
      .where(where),
  ) as Promise<T['$inferSelect'] | null>;
}

/** One parent row's translations (a table of translationTable), by language. */
export async function translationsOf(
  db: Db,
  table: PgTable & { lang: PgColumn; text: PgColumn },
  parent: PgColumn,
  id: number,
): Promise<Array<{ lang: string; text: string }>> {
  return (await db
    .select({ lang: table.lang, text: table.text })
    .from(table as PgTable)
    .where(eq(parent, id))
    .orderBy(asc(table.lang))) as Array<{ lang: string; text: string }>;
}
