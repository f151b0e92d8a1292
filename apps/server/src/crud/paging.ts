import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SortDirection } from '@console/contract';
import { containsPattern } from '../db/sql';

/** The paging and sorting part of a list call's parsed input (listQuery). */
export interface ListPaging<F extends string = string> {
  page: number;
  pageSize: number;
  search: string;
  sortField?: F;
  sortDirection: SortDirection;
}

/**
 * One page and the list's total. `fetch(limit, offset)` answers rows that each carry the filtered list's
 * `total` (count(*) over ()); past the last page, the total is read from the first row instead.
 */
export async function pageOf<R extends { total: number | string }>(
  q: Pick<ListPaging, 'page' | 'pageSize'>,
  fetch: (limit: number, offset: number) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const rows = await fetch(q.pageSize, q.page * q.pageSize);
  if (rows.length || q.page === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [first] = await fetch(1, 0);
  return { rows, total: Number(first?.total ?? 0) };
}

/**
 * The order of a page: the chosen sort (from `sorts`, never raw input) with the id as tie-break in the
 * same direction, so pages never overlap; without a chosen sort, `fallback`.
 */
export function orderOf<F extends string>(
  q: Pick<ListPaging<F>, 'sortField' | 'sortDirection'>,
  sorts: Record<F, SQL | AnyColumn>,
  id: SQL | AnyColumn,
  fallback: Array<SQL | AnyColumn>,
): SQL[] {
  if (!q.sortField) return fallback.map((c) => asc(c));
  const by = q.sortDirection === 'desc' ? desc : asc;
  return [by(sorts[q.sortField]), by(id)];
}

/** Rows whose any of `columns` holds the search term (ILIKE, wildcards escaped); undefined when no term. */
export function searchAny(term: string, columns: Array<SQL | AnyColumn>): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** `q` with the list's default sort when none is chosen (newest first ...), tie-broken by id as any sort. */
export const withDefaultSort = <Q extends Pick<ListPaging, 'sortField' | 'sortDirection'>>(
  q: Q,
  sortField: NonNullable<Q['sortField']>,
  sortDirection: ListPaging['sortDirection'],
): Q => (q.sortField ? q : { ...q, sortField, sortDirection });

/**
 * One page of a dynamic select (`select()` builds it afresh, its rows carrying `total`), in `order`:
 * pageOf with the ordering, limit and offset every list query ends with.
 */
export function pageOfSelect<S extends PgSelect>(
  q: Pick<ListPaging, 'page' | 'pageSize'>,
  order: SQL[],
  select: () => S,
): Promise<{ rows: Array<Awaited<S>[number] & { total: number | string }>; total: number }> {
  return pageOf(
    q,
    (limit, offset) =>
      select()
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .execute() as Promise<Array<Awaited<S>[number] & { total: number | string }>>,
  );
}
