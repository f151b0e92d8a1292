import type { Translation } from '@console/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { replaceRows, saveRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import { subValues, subValueTranslations } from '../../db/schema/index';
import { findRow, jsonValue, translationsOf } from '../../db/sql';
import { type ListPaging, pageOfTable } from '../../crud/paging';

export type SubValueRecord = typeof subValues.$inferSelect;

export interface SubValueValues {
  code: string;
  value: string;
  orderBy: string;
}

const SORTS = {
  orderBy: subValues.orderBy,
  code: subValues.code,
  value: sql`lower(${subValues.value})`,
};

const translationsJson = sql<Translation[]>`coalesce((
  select json_agg(json_build_object('lang', t.lang, 'text', t.text) order by t.lang)
  from sub_value_translations t where t.sub_value_id = ${subValues}.id), '[]'::json)`;

/** A page of the sub-values under a value, with their translations, searched in code and value. */
export async function listSubValues(db: Db, parentId: number, q: ListPaging<keyof typeof SORTS>) {
  return pageOfTable(db, subValues, q, {
    columns: {
      id: subValues.id,
      parentId: subValues.parentId,
      code: subValues.code,
      value: subValues.value,
      orderBy: subValues.orderBy,
      translations: translationsJson.mapWith((v) => jsonValue<Translation[]>(v, [])),
    },
    sorts: SORTS,
    searched: [subValues.code, subValues.value],
    fallback: [subValues.orderBy, subValues.code, subValues.id],
    where: eq(subValues.parentId, parentId),
  });
}

export const findSubValue = (db: Db, id: number): Promise<SubValueRecord | null> =>
  findRow(db, subValues, eq(subValues.id, id));

export const findSubValueByCode = (db: Db, parentId: number, code: string): Promise<SubValueRecord | null> =>
  findRow(db, subValues, and(eq(subValues.parentId, parentId), eq(subValues.code, code)));

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

export async function subValuesAmong(db: Db, ids: number[]): Promise<SubValueRecord[]> {
  return db.select().from(subValues).where(inArray(subValues.id, ids));
}

export async function deleteSubValues(db: Db, ids: number[]): Promise<void> {
  await db.delete(subValues).where(inArray(subValues.id, ids));
}
