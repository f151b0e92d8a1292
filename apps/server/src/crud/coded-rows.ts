import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { findRow } from '../db/sql';
import { pageOfTable, type ListPaging } from './paging';

/** A table of coded rows under a parent, kept in an order of their own (a list's values, a value's sub-values). */
type CodedTable = PgTable & { id: PgColumn; code: PgColumn; value: PgColumn; orderBy: PgColumn };

/** The sorts of a list of coded rows. */
export type CodedSort = 'orderBy' | 'code' | 'value';

/**
 * The reads and the delete every table of coded rows under a parent (`parent`: its column) answers the
 * same way: a page of one parent's rows (their id, code, value and order, and `columns`), searched in
 * code and value and in their own order without a chosen sort; a row by id, or by code within its
 * parent; the rows among ids; their deletion.
 */
export function codedRows<T extends CodedTable, C extends SelectedFields>(
  table: T,
  parent: PgColumn,
  columns: C,
) {
  type Row = T['$inferSelect'];
  // Typed as what they read: the table's columns are only known here as columns of some type.
  const codedColumns = {
    id: table.id,
    code: table.code,
    value: table.value,
    orderBy: table.orderBy,
  } as unknown as {
    id: SQL<number>;
    code: SQL<string>;
    value: SQL<string>;
    orderBy: SQL<string>;
  };
  const sorts: Record<CodedSort, SQL | AnyColumn> = {
    orderBy: table.orderBy,
    code: table.code,
    value: sql`lower(${table.value})`,
  };
  return {
    page: (db: Db, parentId: number, q: ListPaging<CodedSort>) =>
      pageOfTable(db, table, q, {
        columns: { ...codedColumns, ...columns },
        sorts,
        searched: [table.code, table.value],
        fallback: [table.orderBy, table.code, table.id],
        where: eq(parent, parentId),
      }),
    find: (db: Db, id: number): Promise<Row | null> => findRow(db, table, eq(table.id, id)),
    findByCode: (db: Db, parentId: number, code: string): Promise<Row | null> =>
      findRow(db, table, and(eq(parent, parentId), eq(table.code, code))),
    among: (db: Db, ids: number[]): Promise<Row[]> =>
      db
        .select()
        .from(table as PgTable)
        .where(inArray(table.id, ids)) as Promise<Row[]>,
    remove: async (db: Db, ids: number[]): Promise<void> => {
      await db.delete(table as PgTable).where(inArray(table.id, ids));
    },
  };
}
