import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { inList, type Acting } from './acting-owner';

/** Labels and errors are one shape in two pairs of tables; this names the pair (constants only, never input). */
export interface FlexyTable {
  kind: 'label' | 'error';
  table: SQL;
  translations: SQL;
  fk: SQL;
  code: SQL;
  uniqueIndex: string;
  /** The same names as text, for the prepared list query. */
  names: { table: string; code: string };
}

export const LABEL_TABLE: FlexyTable = {
  kind: 'label',
  table: sql.raw('labels'),
  translations: sql.raw('label_translations'),
  fk: sql.raw('label_id'),
  code: sql.raw('label_code'),
  uniqueIndex: 'labels_owner_screen_code_unique',
  names: { table: 'labels', code: 'label_code' },
};

export const ERROR_TABLE: FlexyTable = {
  kind: 'error',
  table: sql.raw('error_messages'),
  translations: sql.raw('error_translations'),
  fk: sql.raw('error_id'),
  code: sql.raw('error_code'),
  uniqueIndex: 'error_messages_owner_screen_code_unique',
  names: { table: 'error_messages', code: 'error_code' },
};

export interface FlexyTextRow {
  id: number;
  owner_id: number;
  screen_code: string;
  screen_name: string;
  code: string;
  order_number: string;
  text: string;
  description: string;
  updated_by: number | null;
  updated_at: Date | string;
}

export interface FlexyTextValues {
  screenCode: string;
  screenName: string;
  code: string;
  orderNumber: string;
  text: string;
  description: string;
}

const columns = (t: FlexyTable, alias: SQL) =>
  sql`${alias}.id, ${alias}.owner_id, ${alias}.screen_code, ${alias}.screen_name, ${alias}.${t.code} as code,
      ${alias}.order_number, ${alias}.text, ${alias}.description, ${alias}.updated_by, ${alias}.updated_at`;

/**
 * The rows an owner sees: its own, plus the platform's it has not overridden (same screen and code).
 * Acting on the platform itself, only its own.
 */
export function effectiveRows(t: FlexyTable, a: Acting): SQL {
  const own = sql`select ${columns(t, sql`o`)}, 'owner' as source
    from ${t.table} o where o.owner_id = ${a.ownerId}`;
  if (a.ownerId === a.platformId) return own;
  return sql`${own}
    union all
    select ${columns(t, sql`p`)}, 'platform' as source from ${t.table} p
    where p.owner_id = ${a.platformId}
      and not exists (select 1 from ${t.table} o where o.owner_id = ${a.ownerId}
                      and o.screen_code = p.screen_code and o.${t.code} = p.${t.code})`;
}

export async function findFlexyText(db: Db, t: FlexyTable, id: number): Promise<FlexyTextRow | null> {
  const [row] = await queryRows<FlexyTextRow>(
    db,
    sql`select ${columns(t, sql`x`)} from ${t.table} x where x.id = ${id}`,
  );
  return row ?? null;
}

export async function findFlexyTextByKey(
  db: Db,
  t: FlexyTable,
  ownerId: number,
  screenCode: string,
  code: string,
) {
  const [row] = await queryRows<FlexyTextRow>(
    db,
    sql`select ${columns(t, sql`x`)} from ${t.table} x
        where x.owner_id = ${ownerId} and x.screen_code = ${screenCode} and x.${t.code} = ${code}`,
  );
  return row ?? null;
}

/** Owners other than `except` holding a row with one of the keys. */
export async function ownersWithKey(db: Db, t: FlexyTable, except: number, keys: Array<[string, string]>) {
  const match = sql.join(
    keys.map(([screen, code]) => sql`(x.screen_code = ${screen} and x.${t.code} = ${code})`),
    sql` or `,
  );
  const rows = await queryRows<{ owner_id: number }>(
    db,
    sql`select distinct x.owner_id from ${t.table} x where x.owner_id <> ${except} and (${match}) order by x.owner_id`,
  );
  return rows.map((r) => Number(r.owner_id));
}

export async function translationsOf(db: Db, t: FlexyTable, id: number) {
  return queryRows<{ lang: string; text: string }>(
    db,
    sql`select lang, text from ${t.translations} where ${t.fk} = ${id} order by lang`,
  );
}

export async function insertFlexyText(
  db: Db,
  t: FlexyTable,
  ownerId: number,
  v: FlexyTextValues,
  userId: number,
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into ${t.table} (owner_id, screen_code, screen_name, ${t.code}, order_number, text, description, updated_by)
        values (${ownerId}, ${v.screenCode}, ${v.screenName}, ${v.code}, ${v.orderNumber}, ${v.text}, ${v.description}, ${userId})
        returning id`,
  );
  return Number(row!.id);
}

export async function updateFlexyText(db: Db, t: FlexyTable, id: number, v: FlexyTextValues, userId: number) {
  await db.execute(sql`update ${t.table} set screen_code = ${v.screenCode}, screen_name = ${v.screenName},
    ${t.code} = ${v.code}, order_number = ${v.orderNumber}, text = ${v.text}, description = ${v.description},
    updated_by = ${userId}, updated_at = now() where id = ${id}`);
}

/** The whole translation table of a row, as the form sent it: rows not sent are removed. */
export async function replaceTranslations(
  db: Db,
  t: FlexyTable,
  id: number,
  rows: Array<{ lang: string; text: string }>,
) {
  await db.execute(sql`delete from ${t.translations} where ${t.fk} = ${id}`);
  if (!rows.length) return;
  const values = sql.join(
    rows.map((r) => sql`(${id}, ${r.lang}, ${r.text})`),
    sql`, `,
  );
  await db.execute(sql`insert into ${t.translations} (${t.fk}, lang, text) values ${values}`);
}

export async function ownRowsAmong(db: Db, t: FlexyTable, ownerId: number, ids: number[]) {
  return queryRows<FlexyTextRow>(
    db,
    sql`select ${columns(t, sql`x`)} from ${t.table} x where x.owner_id = ${ownerId} and x.id in ${inList(ids)}`,
  );
}

export async function deleteFlexyTexts(db: Db, t: FlexyTable, ids: number[]): Promise<void> {
  await db.execute(sql`delete from ${t.table} where id in ${inList(ids)}`);
}
