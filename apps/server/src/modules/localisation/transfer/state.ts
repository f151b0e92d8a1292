import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/sql';
import type { Acting } from '../../owners/owner-scope';
import { effectiveRows, ERRORS, LABELS, type ScreenTextTable } from '../screen-texts.repository';

type Translations = Map<string, string>;

/** A label or error as the import compares it; `code` is its labelCode or errorCode, as in the file. */
export interface TextEntity {
  id: number;
  screenCode: string;
  screenName: string;
  code: string;
  orderNumber: string;
  text: string;
  description: string;
  source: 'owner' | 'platform';
  translations: Translations;
}

export interface ValueEntity {
  id: number;
  code: string;
  value: string;
  orderBy: string;
  translations: Translations;
}

export interface ListEntity {
  id: number;
  source: 'owner' | 'platform';
  code: string;
  title: string;
  description: string;
  values: Map<string, ValueEntity>;
}

/** What an owner sees now: its labels, errors and code lists with the platform's it inherits. */
export interface LocalisationState {
  labels: Map<string, TextEntity>;
  errors: Map<string, TextEntity>;
  lists: Map<string, ListEntity>;
}

export const textKey = (screenCode: string, code: string) => `${screenCode}.${code}`;

type JsonMap = Record<string, string> | string | null;
const toMap = (value: JsonMap): Translations =>
  new Map(
    Object.entries(typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : (value ?? {})),
  );

interface TextStateRow {
  id: number;
  source: 'owner' | 'platform';
  screen_code: string;
  screen_name: string;
  code: string;
  order_number: string;
  text: string;
  description: string;
  tr: JsonMap;
}

async function loadTexts(db: Db, t: ScreenTextTable, a: Acting): Promise<Map<string, TextEntity>> {
  const rows = await queryRows<TextStateRow>(
    db,
    sql`select x.id, x.source, x.screen_code, x.screen_name, x.${sql.raw(`"${t.codeKey}"`)} as code,
          x.order_number, x.text, x.description,
          (select json_object_agg(t.lang, t.text) from ${t.translations} t where t.${t.fk} = x.id) as tr
        from (${effectiveRows(t, a)}) x`,
  );
  const map = new Map<string, TextEntity>();
  for (const r of rows) {
    map.set(textKey(r.screen_code, r.code), {
      id: Number(r.id),
      source: r.source,
      screenCode: r.screen_code,
      screenName: r.screen_name,
      code: r.code,
      orderNumber: r.order_number,
      text: r.text,
      description: r.description,
      translations: toMap(r.tr),
    });
  }
  return map;
}

async function loadLists(db: Db, a: Acting): Promise<Map<string, ListEntity>> {
  const platform =
    a.ownerId === a.platformId
      ? sql``
      : sql`
    union all select id, code, title, description, 'platform' from code_lists p
    where p.owner_id = ${a.platformId}
      and not exists (select 1 from code_lists o where o.owner_id = ${a.ownerId} and o.code = p.code)`;
  const lists = await queryRows<{
    id: number;
    code: string;
    title: string;
    description: string;
    source: 'owner' | 'platform';
  }>(
    db,
    sql`select id, code, title, description, 'owner' as source from code_lists where owner_id = ${a.ownerId} ${platform}`,
  );
  const map = new Map<string, ListEntity>();
  const byId = new Map<number, ListEntity>();
  for (const l of lists) {
    const entity: ListEntity = {
      id: Number(l.id),
      source: l.source,
      code: l.code,
      title: l.title,
      description: l.description,
      values: new Map(),
    };
    map.set(l.code, entity);
    byId.set(entity.id, entity);
  }
  if (!byId.size) return map;
  const values = await queryRows<{
    id: number;
    list_id: number;
    code: string;
    value: string;
    order_by: string;
    tr: JsonMap;
  }>(
    db,
    sql`select v.id, v.list_id, v.code, v.value, v.order_by::text as order_by,
          (select json_object_agg(t.lang, t.text) from code_value_translations t where t.value_id = v.id) as tr
        from code_values v where v.list_id in (${sql.join(
          [...byId.keys()].map((id) => sql`${id}`),
          sql`, `,
        )})
        order by v.order_by, v.code`,
  );
  for (const v of values) {
    byId.get(Number(v.list_id))?.values.set(v.code, {
      id: Number(v.id),
      code: v.code,
      value: v.value,
      orderBy: String(v.order_by),
      translations: toMap(v.tr),
    });
  }
  return map;
}

export async function loadState(
  db: Db,
  a: Acting,
  kinds: { labels: boolean; errors: boolean; lists: boolean },
) {
  const state: LocalisationState = { labels: new Map(), errors: new Map(), lists: new Map() };
  if (kinds.labels) state.labels = await loadTexts(db, LABELS, a);
  if (kinds.errors) state.errors = await loadTexts(db, ERRORS, a);
  if (kinds.lists) state.lists = await loadLists(db, a);
  return state;
}
