import type { Translation } from '@console/contract';
import { sql } from 'drizzle-orm';
import { codedRows } from '../../crud/coded-rows';
import { replaceRows, saveRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import { subValues, subValueTranslations } from '../../db/schema/index';
import { jsonValue, translationsOf } from '../../db/sql';

export type SubValueRecord = typeof subValues.$inferSelect;

export interface SubValueValues {
  code: string;
  value: string;
  orderBy: string;
}

const translationsJson = sql<Translation[]>`coalesce((
  select json_agg(json_build_object('lang', t.lang, 'text', t.text) order by t.lang)
  from sub_value_translations t where t.sub_value_id = ${subValues}.id), '[]'::json)`;

/** The sub-values under a value; a page of them has their translations. */
const subs = codedRows(subValues, subValues.parentId, {
  parentId: subValues.parentId,
  translations: translationsJson.mapWith((v) => jsonValue<Translation[]>(v, [])),
});

export const listSubValues = subs.page;

export const findSubValue = subs.find;
export const findSubValueByCode = subs.findByCode;

export const subValueTranslationsOf = (db: Db, id: number) =>
  translationsOf(db, subValueTranslations, subValueTranslations.subValueId, id);

/** Updates sub-value `id` with `v`, or without an id adds it under value `parentId`; answers its id. */
export const writeSubValue = (
  db: Db,
  parentId: number,
  id: number | undefined,
  v: SubValueValues,
  userId: number,
) => saveRow(db, subValues, id, v, userId, { parentId });

export async function replaceSubValueTranslations(
  db: Db,
  id: number,
  rows: Array<{ lang: string; text: string }>,
) {
  const translations = rows.map((r) => ({ subValueId: id, ...r }));
  await replaceRows(db, subValueTranslations, subValueTranslations.subValueId, id, translations);
}

export const subValuesAmong = subs.among;
export const deleteSubValues = subs.remove;
