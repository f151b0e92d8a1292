import type { ExtraAttribute } from '@console/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { insertRow, replaceRows, updateRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import { codeValueAttributes, codeValues, codeValueTranslations, subValues } from '../../db/schema/index';
import { findRow, jsonValue, translationsOf } from '../../db/sql';
import { type ListPaging, pageOfTable } from '../../crud/paging';

export type CodeValueRecord = typeof codeValues.$inferSelect;

export interface CodeValueValues {
  code: string;
  value: string;
  orderBy: string;
  iconUrl: string | null;
  pageUrl: string | null;
  linkUrl: string | null;
}

const SORTS = {
  orderBy: codeValues.orderBy,
  code: codeValues.code,
  value: sql`lower(${codeValues.value})`,
};

// Correlated subqueries name the outer table: Drizzle writes a column of a one-table select unqualified.
const attributesJson = sql<ExtraAttribute[]>`coalesce((
  select json_agg(json_build_object('attribute', a.attribute, 'value', a.value) order by a.id)
  from code_value_attributes a where a.value_id = ${codeValues}.id), '[]'::json)`;
const subValueCountOf = sql<number>`(select count(*) from sub_values s where s.parent_id = ${codeValues}.id)`;

/** A page of a list's values with their attributes and sub-value counts, searched in code and value. */
export async function listCodeValues(db: Db, listId: number, q: ListPaging<keyof typeof SORTS>) {
  return pageOfTable(db, codeValues, q, {
    columns: {
      id: codeValues.id,
      listId: codeValues.listId,
      code: codeValues.code,
      value: codeValues.value,
      orderBy: codeValues.orderBy,
      iconUrl: codeValues.iconUrl,
      pageUrl: codeValues.pageUrl,
      linkUrl: codeValues.linkUrl,
      attributes: attributesJson.mapWith((v) => jsonValue<ExtraAttribute[]>(v, [])),
      subValueCount: subValueCountOf.mapWith(Number),
    },
    sorts: SORTS,
    searched: [codeValues.code, codeValues.value],
    fallback: [codeValues.orderBy, codeValues.code, codeValues.id],
    where: eq(codeValues.listId, listId),
  });
}

export const findCodeValue = (db: Db, id: number): Promise<CodeValueRecord | null> =>
  findRow(db, codeValues, eq(codeValues.id, id));

export const findCodeValueByCode = (db: Db, listId: number, code: string): Promise<CodeValueRecord | null> =>
  findRow(db, codeValues, and(eq(codeValues.listId, listId), eq(codeValues.code, code)));

export async function attributesOf(db: Db, valueId: number) {
  return db
    .select({ attribute: codeValueAttributes.attribute, value: codeValueAttributes.value })
    .from(codeValueAttributes)
    .where(eq(codeValueAttributes.valueId, valueId))
    .orderBy(asc(codeValueAttributes.id));
}

export const valueTranslationsOf = (db: Db, valueId: number) =>
  translationsOf(db, codeValueTranslations, codeValueTranslations.valueId, valueId);

export async function subValueCount(db: Db, valueId: number): Promise<number> {
  return db.$count(subValues, eq(subValues.parentId, valueId));
}

export const insertCodeValue = (
  db: Db,
  listId: number,
  v: CodeValueValues,
  userId: number,
): Promise<number> => insertRow(db, codeValues, { listId, ...v }, userId);

export const updateCodeValue = (db: Db, id: number, v: CodeValueValues, userId: number): Promise<void> =>
  updateRow(db, codeValues, id, v, userId);

/** The value's attributes and translations as the form sent them; rows not sent are removed. */
export async function replaceValueParts(
  db: Db,
  valueId: number,
  attributes: Array<{ attribute: string; value: string }>,
  translations: Array<{ lang: string; text: string }>,
): Promise<void> {
  const attributeRows = attributes.map((a) => ({ valueId, ...a }));
  await replaceRows(db, codeValueAttributes, codeValueAttributes.valueId, valueId, attributeRows);
  const translationRows = translations.map((t) => ({ valueId, ...t }));
  await replaceRows(db, codeValueTranslations, codeValueTranslations.valueId, valueId, translationRows);
}

export async function valuesAmong(db: Db, ids: number[]): Promise<CodeValueRecord[]> {
  return db.select().from(codeValues).where(inArray(codeValues.id, ids));
}

/** Deletes values; attributes, translations and sub-values go with them (foreign keys cascade). */
export async function deleteCodeValues(db: Db, ids: number[]): Promise<void> {
  await db.delete(codeValues).where(inArray(codeValues.id, ids));
}
