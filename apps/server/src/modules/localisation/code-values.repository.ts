import type { ExtraAttribute } from '@console/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { codedRows } from '../../crud/coded-rows';
import { insertRow, replaceRows, updateRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import { codeValueAttributes, codeValues, codeValueTranslations, subValues } from '../../db/schema/index';
import { jsonValue, translationsOf } from '../../db/sql';

export type CodeValueRecord = typeof codeValues.$inferSelect;

export interface CodeValueValues {
  code: string;
  value: string;
  orderBy: string;
  iconUrl: string | null;
  pageUrl: string | null;
  linkUrl: string | null;
}

// Correlated subqueries name the outer table: Drizzle writes a column of a one-table select unqualified.
const attributesJson = sql<ExtraAttribute[]>`coalesce((
  select json_agg(json_build_object('attribute', a.attribute, 'value', a.value) order by a.id)
  from code_value_attributes a where a.value_id = ${codeValues}.id), '[]'::json)`;
const subValueCountOf = sql<number>`(select count(*) from sub_values s where s.parent_id = ${codeValues}.id)`;

/** A list's values; a page of them has their attributes and sub-value counts. */
const values = codedRows(codeValues, codeValues.listId, {
  listId: codeValues.listId,
  iconUrl: codeValues.iconUrl,
  pageUrl: codeValues.pageUrl,
  linkUrl: codeValues.linkUrl,
  attributes: attributesJson.mapWith((v) => jsonValue<ExtraAttribute[]>(v, [])),
  subValueCount: subValueCountOf.mapWith(Number),
});

export const listCodeValues = values.page;

export const findCodeValue = values.find;
export const findCodeValueByCode = values.findByCode;

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

export const valuesAmong = values.among;

/** Deletes values; attributes, translations and sub-values go with them (foreign keys cascade). */
export const deleteCodeValues = values.remove;
