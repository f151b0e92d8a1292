import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OwnedTable } from '../../crud/delete-owned';
import { errors, labels } from '../../db/schema/index';
import { queryRow, queryRows } from '../../db/sql';
import type { Acting } from '../owners/owner-scope';

// Labels and errors are one shape in two pairs of tables. These queries serve both through a
// descriptor of table and column names (constants, never input), which the query builder cannot type
// generically; their rows carry the code under the contract's name (labelCode or errorCode).

export type CodeKey = 'labelCode' | 'errorCode';

/** A pair of tables of screen texts: labels or errors, with their translations. */
export interface ScreenTextTable<K extends CodeKey = CodeKey> {
  kind: 'label' | 'error';
  codeKey: K;
  table: SQL;
  translations: SQL;
  fk: SQL;
  code: SQL;
  uniqueIndex: string;
  /** The same names as text, for prepared queries. */
  names: { table: string; translations: string; fk: string; code: string };
  /** The Drizzle table, for the kit's owner-scoped delete. */
  owned: OwnedTable;
}

function tableOf<K extends CodeKey>(
  kind: 'label' | 'error',
  codeKey: K,
  names: { table: string; translations: string; fk: string; code: string },
  table: typeof labels | typeof errors,
): ScreenTextTable<K> {
  return {
    owned: { table, id: table.id, ownerId: table.ownerId },
    kind,
    codeKey,
    table: sql.raw(names.table),
    translations: sql.raw(names.translations),
    fk: sql.raw(names.fk),
    code: sql.raw(names.code),
    uniqueIndex: `${names.table}_owner_screen_code_unique`,
    names,
  };
}

export const LABELS = tableOf(
  'label',
  'labelCode',
  {
    table: 'labels',
    translations: 'label_translations',
    fk: 'label_id',
    code: 'label_code',
  },
  labels,
);
export const ERRORS = tableOf(
  'error',
  'errorCode',
  {
    table: 'errors',
    translations: 'error_translations',
    fk: 'error_id',
    code: 'error_code',
  },
  errors,
);

export type ScreenTextRow<K extends CodeKey = CodeKey> = {
  id: number;
  owner_id: number;
  screen_code: string;
  screen_name: string;
  order_number: string;
  text: string;
  description: string;
  updated_by: number | null;
  updated_at: Date | string;
} & Record<K, string>;

/** What a save writes: the English fields and the code. */
export type ScreenTextValues<K extends CodeKey = CodeKey> = {
  screenCode: string;
  screenName: string;
  orderNumber: string;
  text: string;
  description: string;
} & Record<K, string>;

const columns = (t: ScreenTextTable, alias: SQL) =>
  sql`${alias}.id, ${alias}.owner_id, ${alias}.screen_code, ${alias}.screen_name,
      ${alias}.${t.code} as ${sql.raw(`"${t.codeKey}"`)}, ${alias}.order_number, ${alias}.text,
      ${alias}.description, ${alias}.updated_by, ${alias}.updated_at`;

/**
 * The rows an owner sees: its own, plus the platform's it has not overridden (same screen and code).
 * Acting on the platform itself, only its own.
 */
export function effectiveRows(t: ScreenTextTable, a: Acting): SQL {
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

export async function findScreenText<K extends CodeKey>(db: Db, t: ScreenTextTable<K>, id: number) {
  return queryRow<ScreenTextRow<K>>(
    db,
    sql`select ${columns(t, sql`x`)} from ${t.table} x where x.id = ${id}`,
  );
}

export async function findScreenTextByKey<K extends CodeKey>(
  db: Db,
  t: ScreenTextTable<K>,
  ownerId: number,
  screenCode: string,
  code: string,
) {
  return queryRow<ScreenTextRow<K>>(
    db,
    sql`select ${columns(t, sql`x`)} from ${t.table} x
        where x.owner_id = ${ownerId} and x.screen_code = ${screenCode} and x.${t.code} = ${code}`,
  );
}

/** Owners other than `except` holding a row with one of the keys (screen code, code). */
export async function ownersWithKey(
  db: Db,
  t: ScreenTextTable,
  except: number,
  keys: Array<[string, string]>,
) {
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

export async function translationsOf(db: Db, t: ScreenTextTable, id: number) {
  return queryRows<{ lang: string; text: string }>(
    db,
    sql`select lang, text from ${t.translations} where ${t.fk} = ${id} order by lang`,
  );
}

export async function insertScreenText<K extends CodeKey>(
  db: Db,
  t: ScreenTextTable<K>,
  ownerId: number,
  v: ScreenTextValues<K>,
  userId: number,
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into ${t.table} (owner_id, screen_code, screen_name, ${t.code}, order_number, text, description, updated_by)
        values (${ownerId}, ${v.screenCode}, ${v.screenName}, ${v[t.codeKey]}, ${v.orderNumber}, ${v.text}, ${v.description}, ${userId})
        returning id`,
  );
  return Number(row!.id);
}

export async function updateScreenText<K extends CodeKey>(
  db: Db,
  t: ScreenTextTable<K>,
  id: number,
  v: ScreenTextValues<K>,
  userId: number,
) {
  await db.execute(sql`update ${t.table} set screen_code = ${v.screenCode}, screen_name = ${v.screenName},
    ${t.code} = ${v[t.codeKey]}, order_number = ${v.orderNumber}, text = ${v.text}, description = ${v.description},
    updated_by = ${userId}, updated_at = now() where id = ${id}`);
}

/**
 * Writes translations of a row: `replace` makes them its whole table (languages not given are removed);
 * otherwise the given languages are added or changed and the others kept.
 */
export async function writeTranslations(
  db: Db,
  t: ScreenTextTable,
  id: number,
  rows: Array<{ lang: string; text: string }>,
  replace: boolean,
) {
  if (replace) await db.execute(sql`delete from ${t.translations} where ${t.fk} = ${id}`);
  if (!rows.length) return;
  const values = sql.join(
    rows.map((r) => sql`(${id}, ${r.lang}, ${r.text})`),
    sql`, `,
  );
  await db.execute(sql`insert into ${t.translations} (${t.fk}, lang, text) values ${values}
    on conflict (${t.fk}, lang) do update set text = excluded.text`);
}
