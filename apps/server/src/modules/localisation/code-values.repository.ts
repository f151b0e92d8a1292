import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { codeValueAttributes, codeValues, codeValueTranslations } from '../../db/schema/index';
import { containsPattern } from './acting-owner';

export type CodeValueRecord = typeof codeValues.$inferSelect;

export interface CodeValueValues {
  code: string;
  value: string;
  orderBy: string;
  iconUrl: string | null;
  pageUrl: string | null;
  linkUrl: string | null;
}

export interface CodeValueListRow {
  id: number;
  list_id: number;
  code: string;
  value: string;
  order_by: string;
  icon_url: string | null;
  page_url: string | null;
  link_url: string | null;
  attributes: Array<{ attribute: string; value: string }> | string | null;
  sub_value_count: number | string;
  total: number | string;
}

const SORTS: Record<string, SQL> = {
  orderBy: sql`v.order_by`,
  code: sql`v.code`,
  value: sql`lower(v.value)`,
};

export async function listCodeValues(
  db: Db,
  listId: number,
  q: { page: number; pageSize: number; search: string; sortField?: string; sortDirection: 'asc' | 'desc' },
) {
  const p = containsPattern(q.search);
  const search = q.search ? sql`and (v.code ilike ${p} or v.value ilike ${p})` : sql``;
  const dir = sql.raw(q.sortDirection === 'desc' ? 'desc' : 'asc');
  const order = q.sortField
    ? sql`${SORTS[q.sortField] ?? sql`v.id`} ${dir}, v.id ${dir}`
    : sql`v.order_by, v.code, v.id`;
  const rows = await queryRows<CodeValueListRow>(
    db,
    sql`select v.id, v.list_id, v.code, v.value, v.order_by::text as order_by, v.icon_url, v.page_url, v.link_url,
          coalesce((select json_agg(json_build_object('attribute', a.attribute, 'value', a.value) order by a.id)
                    from code_value_attributes a where a.value_id = v.id), '[]'::json) as attributes,
          (select count(*) from sub_values s where s.parent_id = v.id) as sub_value_count,
          count(*) over () as total
        from code_values v where v.list_id = ${listId} ${search}
        order by ${order} limit ${q.pageSize} offset ${q.page * q.pageSize}`,
  );
  if (rows.length || q.page === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from code_values v where v.list_id = ${listId} ${search}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findCodeValue(db: Db, id: number): Promise<CodeValueRecord | null> {
  const [row] = await db.select().from(codeValues).where(eq(codeValues.id, id));
  return row ?? null;
}

export async function findCodeValueByCode(
  db: Db,
  listId: number,
  code: string,
): Promise<CodeValueRecord | null> {
  const [row] = await db
    .select()
    .from(codeValues)
    .where(and(eq(codeValues.listId, listId), eq(codeValues.code, code)));
  return row ?? null;
}

export async function attributesOf(db: Db, valueId: number) {
  return db
    .select({ attribute: codeValueAttributes.attribute, value: codeValueAttributes.value })
    .from(codeValueAttributes)
    .where(eq(codeValueAttributes.valueId, valueId))
    .orderBy(asc(codeValueAttributes.id));
}

export async function valueTranslationsOf(db: Db, valueId: number) {
  return db
    .select({ lang: codeValueTranslations.lang, text: codeValueTranslations.text })
    .from(codeValueTranslations)
    .where(eq(codeValueTranslations.valueId, valueId))
    .orderBy(asc(codeValueTranslations.lang));
}

export async function subValueCount(db: Db, valueId: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from sub_values where parent_id = ${valueId}`,
  );
  return Number(row?.n ?? 0);
}

export async function insertCodeValue(
  db: Db,
  listId: number,
  v: CodeValueValues,
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(codeValues)
    .values({ listId, ...v, updatedBy: userId })
    .returning({ id: codeValues.id });
  return row!.id;
}

export async function updateCodeValue(db: Db, id: number, v: CodeValueValues, userId: number): Promise<void> {
  await db
    .update(codeValues)
    .set({ ...v, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(codeValues.id, id));
}

/** The value's attributes and translations as the form sent them; rows not sent are removed. */
export async function replaceValueParts(
  db: Db,
  valueId: number,
  attributes: Array<{ attribute: string; value: string }>,
  translations: Array<{ lang: string; text: string }>,
): Promise<void> {
  await db.delete(codeValueAttributes).where(eq(codeValueAttributes.valueId, valueId));
  if (attributes.length)
    await db.insert(codeValueAttributes).values(attributes.map((a) => ({ valueId, ...a })));
  await db.delete(codeValueTranslations).where(eq(codeValueTranslations.valueId, valueId));
  if (translations.length)
    await db.insert(codeValueTranslations).values(translations.map((t) => ({ valueId, ...t })));
}

export async function valuesAmong(db: Db, ids: number[]): Promise<CodeValueRecord[]> {
  return db.select().from(codeValues).where(inArray(codeValues.id, ids));
}

/** Deletes values; attributes, translations and sub-values go with them (foreign keys cascade). */
export async function deleteCodeValues(db: Db, ids: number[]): Promise<void> {
  await db.delete(codeValues).where(inArray(codeValues.id, ids));
}
