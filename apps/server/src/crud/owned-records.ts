import { and, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { listSelect, ownedPage, type ListPaging, type TableList } from './paging';
import { firstRow, ownedRow } from './rows';

/**
 * An owner's records of `table` as `list` reads them, the same columns for the page and the row: `page`,
 * a page of the owner's rows (and of those a call's `where` keeps of them); `find`, the owner's row by id,
 * or null (another owner's row: null).
 */
export function ownedRecords<F extends string, C extends SelectedFields>(
  table: PgTable & { id: PgColumn; ownerId: PgColumn },
  list: TableList<F, C>,
) {
  return {
    page: (db: Db, ownerId: number, q: ListPaging<F>, where?: SQL) =>
      ownedPage(db, table, ownerId, q, { ...list, where: and(list.where, where) }),
    find: (db: Db, ownerId: number, id: number) =>
      firstRow(listSelect(db, table, list, list.columns).where(ownedRow(table, ownerId, id))),
  };
}
