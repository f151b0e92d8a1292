import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { codeLists } from '../../db/schema/index';
import { containsPattern, type Acting } from './acting-owner';

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

const SORTS: Record<string, SQL> = {
  code: sql`x.code`,
  title: sql`lower(x.title)`,
  desc: sql`lower(x.description)`,
  dateUpdated: sql`x.updated_at`,
};

const LIST_COLUMNS = sql.raw('id, owner_id, code, title, description, sub_list, updated_at');

/** The owner's lists plus the platform's lists whose code it has not taken. */
function effectiveLists(a: Acting): SQL {
  const own = sql`select ${LIST_COLUMNS}, 'owner' as source from code_lists where owner_id = ${a.ownerId}`;
  if (a.ownerId === a.platformId) return own;
  return sql`${own} union all
    select ${LIST_COLUMNS}, 'platform' as source from code_lists p
    where p.owner_id = ${a.platformId} and exists (select 1 from owners where id = ${a.ownerId})
      and not exists (select 1 from code_lists o where o.owner_id = ${a.ownerId} and o.code = p.code)`;
}

export async function listCodeLists(
  db: Db,
  a: Acting,
  q: { page: number; pageSize: number; search: string; sortField?: string; sortDirection: 'asc' | 'desc' },
) {
  const p = containsPattern(q.search);
  const filter = q.search
    ? sql`where x.code ilike ${p} or x.title ilike ${p} or x.description ilike ${p}`
    : sql``;
  const dir = sql.raw(q.sortDirection === 'desc' ? 'desc' : 'asc');
  const order = q.sortField ? sql`${SORTS[q.sortField] ?? sql`x.id`} ${dir}, x.id ${dir}` : sql`x.code, x.id`;
  const rows = await queryRows<EffectiveListRow>(
    db,
    sql`select x.*, (select count(*) from code_values v where v.list_id = x.id) as value_count,
          count(*) over () as total
        from (${effectiveLists(a)}) x ${filter}
        order by ${order} limit ${q.pageSize} offset ${q.page * q.pageSize}`,
  );
  if (rows.length || q.page === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from (${effectiveLists(a)}) x ${filter}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findCodeList(db: Db, id: number): Promise<CodeListRecord | null> {
  const [row] = await db.select().from(codeLists).where(eq(codeLists.id, id));
  return row ?? null;
}

export async function findCodeListByCode(
  db: Db,
  ownerId: number,
  code: string,
): Promise<CodeListRecord | null> {
  const [row] = await db
    .select()
    .from(codeLists)
    .where(and(eq(codeLists.ownerId, ownerId), eq(codeLists.code, code)));
  return row ?? null;
}

export async function valueCount(db: Db, listId: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from code_values where list_id = ${listId}`,
  );
  return Number(row?.n ?? 0);
}

/** Owners other than `except` with a list of one of these codes. */
export async function ownersWithList(db: Db, except: number, codes: string[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ ownerId: codeLists.ownerId })
    .from(codeLists)
    .where(and(ne(codeLists.ownerId, except), inArray(codeLists.code, codes)));
  return rows.map((r) => r.ownerId).sort((x, y) => x - y);
}

export async function insertCodeList(
  db: Db,
  ownerId: number,
  v: CodeListValues,
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(codeLists)
    .values({ ownerId, ...v, updatedBy: userId })
    .returning({ id: codeLists.id });
  return row!.id;
}

export async function updateCodeList(db: Db, id: number, v: CodeListValues, userId: number): Promise<void> {
  await db
    .update(codeLists)
    .set({ ...v, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(codeLists.id, id));
}

export async function ownListsAmong(db: Db, ownerId: number, ids: number[]): Promise<CodeListRecord[]> {
  return db
    .select()
    .from(codeLists)
    .where(and(eq(codeLists.ownerId, ownerId), inArray(codeLists.id, ids)));
}

/** Deletes lists; their values, attributes, translations and sub-values go with them (foreign keys cascade). */
export async function deleteCodeLists(db: Db, ids: number[]): Promise<void> {
  await db.delete(codeLists).where(inArray(codeLists.id, ids));
}
