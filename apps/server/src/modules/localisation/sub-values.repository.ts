import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { subValues, subValueTranslations } from '../../db/schema/index';
import { containsPattern } from './acting-owner';

export type SubValueRecord = typeof subValues.$inferSelect;

export interface SubValueValues {
  code: string;
  value: string;
  orderBy: string;
}

export interface SubValueListRow {
  id: number;
  parent_id: number;
  code: string;
  value: string;
  order_by: string;
  translations: Array<{ lang: string; text: string }> | string | null;
  total: number | string;
}

const SORTS: Record<string, SQL> = {
  orderBy: sql`s.order_by`,
  code: sql`s.code`,
  value: sql`lower(s.value)`,
};

export async function listSubValues(
  db: Db,
  parentId: number,
  q: { page: number; pageSize: number; search: string; sortField?: string; sortDirection: 'asc' | 'desc' },
) {
  const p = containsPattern(q.search);
  const search = q.search ? sql`and (s.code ilike ${p} or s.value ilike ${p})` : sql``;
  const dir = sql.raw(q.sortDirection === 'desc' ? 'desc' : 'asc');
  const order = q.sortField
    ? sql`${SORTS[q.sortField] ?? sql`s.id`} ${dir}, s.id ${dir}`
    : sql`s.order_by, s.code, s.id`;
  const rows = await queryRows<SubValueListRow>(
    db,
    sql`select s.id, s.parent_id, s.code, s.value, s.order_by::text as order_by,
          coalesce((select json_agg(json_build_object('lang', t.lang, 'text', t.text) order by t.lang)
                    from sub_value_translations t where t.sub_value_id = s.id), '[]'::json) as translations,
          count(*) over () as total
        from sub_values s where s.parent_id = ${parentId} ${search}
        order by ${order} limit ${q.pageSize} offset ${q.page * q.pageSize}`,
  );
  if (rows.length || q.page === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from sub_values s where s.parent_id = ${parentId} ${search}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findSubValue(db: Db, id: number): Promise<SubValueRecord | null> {
  const [row] = await db.select().from(subValues).where(eq(subValues.id, id));
  return row ?? null;
}

export async function findSubValueByCode(
  db: Db,
  parentId: number,
  code: string,
): Promise<SubValueRecord | null> {
  const [row] = await db
    .select()
    .from(subValues)
    .where(and(eq(subValues.parentId, parentId), eq(subValues.code, code)));
  return row ?? null;
}

export async function subValueTranslationsOf(db: Db, id: number) {
  return db
    .select({ lang: subValueTranslations.lang, text: subValueTranslations.text })
    .from(subValueTranslations)
    .where(eq(subValueTranslations.subValueId, id))
    .orderBy(asc(subValueTranslations.lang));
}

export async function insertSubValue(
  db: Db,
  parentId: number,
  v: SubValueValues,
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(subValues)
    .values({ parentId, ...v, updatedBy: userId })
    .returning({ id: subValues.id });
  return row!.id;
}

export async function updateSubValue(db: Db, id: number, v: SubValueValues, userId: number): Promise<void> {
  await db
    .update(subValues)
    .set({ ...v, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(subValues.id, id));
}

export async function replaceSubValueTranslations(
  db: Db,
  id: number,
  rows: Array<{ lang: string; text: string }>,
) {
  await db.delete(subValueTranslations).where(eq(subValueTranslations.subValueId, id));
  if (rows.length) await db.insert(subValueTranslations).values(rows.map((r) => ({ subValueId: id, ...r })));
}

export async function subValuesAmong(db: Db, ids: number[]): Promise<SubValueRecord[]> {
  return db.select().from(subValues).where(inArray(subValues.id, ids));
}

export async function deleteSubValues(db: Db, ids: number[]): Promise<void> {
  await db.delete(subValues).where(inArray(subValues.id, ids));
}
