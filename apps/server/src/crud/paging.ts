import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { COUNT_PAGES, type SortDirection } from '@console/contract';
import type { Db } from '../db/client';
import { statementShapes } from '../db/prepared';
import { JsonText } from '../db/json-text';
import { containsPattern, totalOver } from '../db/sql';

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

/**
 * Rows whose any of `columns` holds `pattern` (containsPattern of the term, as a value or as a
 * placeholder of a statement built once per shape), as `lower(column) like lower(pattern)`: the same matches (PostgreSQL's ILIKE lowers
 * both sides in UTF-8 databases), at a fifth of the cost per row, since the pattern is lowered once
 * (an init plan) rather than for every row. An index must then be on `lower(column)` (btree for an
 * index-only count, gin_trgm_ops for a trigram search).
 */
export function lowerMatch(pattern: unknown, columns: Array<SQL | AnyColumn>): SQL {
  const lowered = sql`(select lower(${pattern}))`;
  return sql`(${sql.join(
    columns.map((c) => sql`lower(${c}) like ${lowered}`),
    sql` or `,
  )})`;
}

/** `q` with the list's default sort when none is chosen (newest first ...), tie-broken by id as any sort. */
export const withDefaultSort = <Q extends Pick<ListPaging, 'sortField' | 'sortDirection'>>(
  q: Q,
  sortField: NonNullable<Q['sortField']>,
  sortDirection: ListPaging['sortDirection'],
): Q => (q.sortField ? q : { ...q, sortField, sortDirection });

/** A page's sort: the page's key columns (bare names of its select list), each with its direction. */
export type PageKeys = Array<readonly [column: string, direction: SortDirection]>;

/**
 * The keys of a page's order: the chosen sort's key (from `sorts`, never raw input) then `id`, in the
 * same direction, or `fallback` without a chosen sort (as orderOf, over the page's key columns).
 */
export function pageKeys<F extends string>(
  q: Pick<ListPaging<F>, 'sortField' | 'sortDirection'>,
  sorts: Record<F, string>,
  fallback: PageKeys,
): PageKeys {
  if (!q.sortField) return fallback;
  const direction = q.sortDirection === 'desc' ? 'desc' : 'asc';
  return [
    [sorts[q.sortField], direction],
    ['id', direction],
  ];
}

const orderText = (keys: PageKeys, alias: string) =>
  sql.raw(keys.map(([column, direction]) => `${alias}${column} ${direction}`).join(', '));

/**
 * A list's page statement (jsonPage): its parts are written with `sql.placeholder(name)` for every value,
 * so the statement is built once per shape and sort and each call fills `values` (statementShapes).
 */
export interface JsonPageList {
  /** What changes the statement's text besides the sort (whether there is a search ...), never a value. */
  shape: string;
  keys: PageKeys;
  parts: () => JsonPageParts;
  /** The placeholders' values (the names `page.*` are jsonPage's own). */
  values: Record<string, unknown>;
}

/** The page's own values in a jsonPage statement. */
const PAGE = {
  size: sql.placeholder('page.size'),
  offset: sql.placeholder('page.offset'),
  countTo: sql.placeholder('page.countTo'),
};

/** Each list's statements by shape, named after the list. */
const pageStatements = new Map<string, ReturnType<typeof statementShapes>>();

/** The parts of one page statement (jsonPage). */
export interface JsonPageParts {
  /** `from <table> <alias> where ...`: the list's matches. */
  matches: SQL;
  /** The table of the matches, whose rows the page reads by id as `p` (e.g. sql`users`). */
  table: SQL;
  /**
   * Each key column's expression over the matches, by the name `keys` gives it (e.g. name_key:
   * 'lower(u.name)'); `id` (the matches' id) is required. Only the chosen sort's keys are read before the
   * page is known, so an index holding them serves the page without reading the table.
   */
  keyColumns: Record<string, string> & { id: string };
  /** A page row in the contract's shape, a json_build_object over `p` (the table's row) and `joins`. */
  row: SQL;
  joins?: SQL;
  /** More columns of the answer (`, <expr> as <name>`), e.g. whether the parent exists. */
  extra?: SQL;
}

/**
 * One statement answering a page of a list and its total: the matches are counted (unless the page,
 * shorter than the page size, already tells how many there are) without building their rows (an index-only count where an index holds the filter's columns),
 * up to COUNT_PAGES pages past the page's offset (decision 0260: past it the answer is `totalBounded`, 'more
 * than'), the page's keys (the sort's
 * columns and the id, nothing else) are read in the sort's order up to the page's end (an index-only
 * walk where an index holds the filter and the sort), and only the page's rows are read from the table,
 * joined and built, as one JSON array (cheaper to read than 50 rows of columns), which the answer
 * carries as the database wrote it (JsonText, decision 0330). Named prepared statement on a PostgreSQL
 * pool, built once per shape and sort (statementShapes, decision 0340).
 */
export async function jsonPage<X = Record<string, never>>(
  db: Db,
  name: string,
  q: Pick<ListPaging, 'page' | 'pageSize'>,
  list: JsonPageList,
): Promise<{ rows: JsonText; total: number; totalBounded?: true } & X> {
  const offset = q.page * q.pageSize;
  // The count stops one past the bound: a broad search of a large list (2,500 of 10,500 users) then reads
  // its first 500 matches (pages of 50) rather than all of them (decision 0260).
  const bound = offset + COUNT_PAGES * q.pageSize;
  let statements = pageStatements.get(name);
  if (!statements) pageStatements.set(name, (statements = statementShapes(name)));
  const [answer] = await statements<{ total: number; rows: unknown } & X>(
    db,
    `${list.shape} | ${list.keys.map(([column, direction]) => `${column} ${direction}`).join(', ')}`,
    () => pageStatement(name, list.keys, list.parts()),
    { ...list.values, 'page.size': q.pageSize, 'page.offset': offset, 'page.countTo': bound + 1 },
    { jsonAsText: true },
  );
  const { total, rows, ...extra } = answer!;
  const counted = Number(total);
  return {
    ...(extra as unknown as X),
    rows: JsonText.of(rows, '[]'),
    total: Math.min(counted, bound),
    ...(counted > bound && { totalBounded: true }),
  };
}

/** jsonPage's statement for one shape and sort, its page's values placeholders (PAGE). */
function pageStatement(name: string, keys: PageKeys, parts: JsonPageParts): SQL {
  const names = [...new Set(['id', ...keys.map(([column]) => column)])];
  const missing = names.filter((n) => !parts.keyColumns[n]);
  if (missing.length) throw new Error(`${name}: no key column for ${missing.join(', ')}`);
  const keyList = sql.raw(names.map((n) => `${parts.keyColumns[n]} as ${n}`).join(', '));
  // A page shorter than the page size that is not past the end tells the total (offset + its rows):
  // the count of the matches, an initplan, then never runs (a list of a few rows, a narrow search).
  return sql`with k as (
      select ${keyList} ${parts.matches}
      order by ${orderText(keys, '')} limit ${PAGE.size} offset ${PAGE.offset}
    )
    select (case when (select count(*) from k) < ${PAGE.size}::int
                   and (${PAGE.offset}::int = 0 or exists (select 1 from k))
                 then ${PAGE.offset}::int + (select count(*) from k)
                 else (select count(*) from (select 1 ${parts.matches} limit ${PAGE.countTo}::int) m) end)::int as total,
      (select coalesce(json_agg(${parts.row} order by ${orderText(keys, 'k.')}), '[]'::json)
       from k join ${parts.table} p on p.id = k.id ${parts.joins ?? sql``}) as rows
      ${parts.extra ?? sql``}`;
}

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

/** What a list of a table's rows reads (pageOfTable, ownedPage). */
export interface TableList<F extends string, C extends SelectedFields> {
  columns: C;
  sorts: Record<F, SQL | AnyColumn>;
  /** The columns the search term is looked for in. */
  searched: Array<SQL | AnyColumn>;
  /** The order without a chosen sort; by id when not given. */
  fallback?: Array<SQL | AnyColumn>;
  /** The list's filter (its parent, its owner ...), beside the search. */
  where?: SQL;
  /**
   * The select of `columns` from the table joined to what its rows show (`selectWithCreator`: who created
   * them, by name); the table alone when not given.
   */
  select?(db: Db, table: PgTable, columns: SelectedFields): { where: unknown };
}

/** The select of `fields` that `list` reads its rows with (its `select`, or from `table` alone). */
export function listSelect<T extends SelectedFields>(
  db: Db,
  table: PgTable,
  list: Pick<TableList<string, SelectedFields>, 'select'>,
  fields: T,
) {
  const alone = () => db.select(fields).from(table);
  // Typed as the table's own select: a join adds no column to `fields`.
  return (list.select ? list.select(db, table, fields) : alone()) as ReturnType<typeof alone>;
}

/**
 * One page of the rows of `table` as `list.columns` select them, each with the filtered list's total:
 * those of `list.where` whose searched columns hold the search term, in the chosen sort.
 */
export function pageOfTable<F extends string, C extends SelectedFields>(
  db: Db,
  table: PgTable & { id: PgColumn },
  q: ListPaging<F>,
  list: TableList<F, C>,
) {
  return pageOfSelect(q, orderOf(q, list.sorts, table.id, list.fallback ?? [table.id]), () =>
    listSelect(db, table, list, { ...list.columns, total: totalOver })
      .where(and(list.where, searchAny(q.search, list.searched)))
      .$dynamic(),
  );
}

/** pageOfTable of the owner's rows of `table` (and those `list.where` keeps of them). */
export const ownedPage = <F extends string, C extends SelectedFields>(
  db: Db,
  table: PgTable & { id: PgColumn; ownerId: PgColumn },
  ownerId: number,
  q: ListPaging<F>,
  list: TableList<F, C>,
) => pageOfTable(db, table, q, { ...list, where: and(eq(table.ownerId, ownerId), list.where) });
