import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { insertRow, updateRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import { codeLists, codeValues } from '../../db/schema/index';
import { findRow, queryRows } from '../../db/sql';
import { orderOf, pageOf, searchAny, type ListPaging } from '../../crud/paging';
import type { Acting } from '../owners/owner-scope';

export type CodeListRecord = typeof codeLists.$inferSelect;

export interface CodeListValues {
  code: string;
  title: string;
  description: string;
  subList: string;
}

interface EffectiveListRow {
  id: number;
  owner_id: number;
  code: string;
  title: string;
  description: string;
  sub_list: string;
  updated_at: Date | string;
  source: 'owner' | 'platform';
  value_count: number | string;
  total: number | string;
}

const SORTS = {
  code: sql`x.code`,
  title: sql`lower(x.title)`,
  desc: sql`lower(x.description)`,
  dateUpdated: sql`x.updated_at`,
};

const LIST_COLUMNS = sql.raw('id, owner_id, code, title, description, sub_list, updated_at');

/**
 * The owner's lists plus the platform's lists whose code it has not taken. SQL text: the page is read
 * from this union, which the query builder cannot take as the source of a filtered, sorted select.
 */
function effectiveLists(a: Acting): SQL {
  const own = sql`select ${LIST_COLUMNS}, 'owner' as source from code_lists where owner_id = ${a.ownerId}`;
  if (a.ownerId === a.platformId) return own;
  return sql`${own} union all
    select ${LIST_COLUMNS}, 'platform' as source from code_lists p
    where p.owner_id = ${a.platformId} and exists (select 1 from owners where id = ${a.ownerId})
      and not exists (select 1 from code_lists o where o.owner_id = ${a.ownerId} and o.code = p.code)`;
}

/** A page of the lists an owner sees, searched in code, title and description. */
export async function listCodeLists(db: Db, a: Acting, q: ListPaging<keyof typeof SORTS>) {
  const x = sql.raw('x');
  const filter = searchAny(q.search, [sql`x.code`, sql`x.title`, sql`x.description`]);
  const order = sql.join(orderOf(q, SORTS, sql`x.id`, [sql`x.code`, sql`x.id`]), sql`, `);
  return pageOf(q, (limit, offset) =>
    queryRows<EffectiveListRow>(
      db,
      sql`select ${x}.*, (select count(*) from code_values v where v.list_id = ${x}.id) as value_count,
            count(*) over () as total
          from (${effectiveLists(a)}) ${x} ${filter ? sql`where ${filter}` : sql``}
          order by ${order} limit ${limit} offset ${offset}`,
    ),
  );
}

export const findCodeList = (db: Db, id: number): Promise<CodeListRecord | null> =>
  findRow(db, codeLists, eq(codeLists.id, id));

export const findCodeListByCode = (db: Db, ownerId: number, code: string): Promise<CodeListRecord | null> =>
  findRow(db, codeLists, and(eq(codeLists.ownerId, ownerId), eq(codeLists.code, code)));

export async function valueCount(db: Db, listId: number): Promise<number> {
  return db.$count(codeValues, eq(codeValues.listId, listId));
}

/** Owners other than `except` with a list of one of these codes. */
export async function ownersWithList(db: Db, except: number, codes: string[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ ownerId: codeLists.ownerId })
    .from(codeLists)
    .where(and(ne(codeLists.ownerId, except), inArray(codeLists.code, codes)));
  return rows.map((r) => r.ownerId).sort((x, y) => x - y);
}

export const insertCodeList = (db: Db, ownerId: number, v: CodeListValues, userId: number): Promise<number> =>
  insertRow(db, codeLists, { ownerId, ...v }, userId);

export const updateCodeList = (db: Db, id: number, v: CodeListValues, userId: number): Promise<void> =>
  updateRow(db, codeLists, id, v, userId);
