import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonValue, queryRows } from '../../db/sql';
import { preparedText } from '../../db/prepared';
import { ERRORS, LABELS, type ScreenTextTable } from './screen-texts.repository';

const platformOwnerId = sql`(select id from owners where platform_owner limit 1)`;

/**
 * The texts of screen $2 for owner $1 in language $3 as one JSON object by code, resolved code by code:
 * the owner's translation, else the platform's, else the owner's English, else the platform's.
 */
const resolvedTexts = ({ names: n }: ScreenTextTable) => `coalesce((
  select json_object_agg(b.code, b.txt) from (
    select distinct on (x.${n.code}) x.${n.code} as code, coalesce(t.text, x.text) as txt
    from ${n.table} x
    left join ${n.translations} t on t.${n.fk} = x.id and t.lang = $3 and $3 <> 'EN'
    where x.screen_code = $2
      and x.owner_id in ($1, (select id from owners where platform_owner limit 1))
    order by x.${n.code}, t.text is null, x.owner_id <> $1) b), '{}'::json)`;

/**
 * A screen's captions: the hot path of every screen, one prepared query that also answers whether the
 * owner exists (PM staff may name any owner) and the labels' generation, and computes the captions only
 * when the generation differs from `known` ($4).
 */
const SCREEN_LABELS = `
  select g.generation::text as generation, exists (select 1 from owners where id = $1) as found,
    case when g.generation is null or g.generation::text <> $4 then ${resolvedTexts(LABELS)} end as texts
  from (select 1) as one left join localisation_state g on g.id = 1`;

/** A screen's error and success messages, and whether the owner exists. */
const SCREEN_ERRORS = `select exists (select 1 from owners where id = $1) as found, ${resolvedTexts(ERRORS)} as texts`;

export type Captions = Record<string, string>;
interface TextsRow {
  generation?: string | null;
  found: boolean;
  texts: Captions | string | null;
}

export async function screenLabels(
  db: Db,
  ownerId: number,
  screen: string,
  lang: string,
  known: string | null,
) {
  const [row] = await preparedText<TextsRow>(db, 'loc_screen_labels', SCREEN_LABELS, [
    ownerId,
    screen,
    lang,
    known ?? '',
  ]);
  const labels = row?.texts === null || row?.texts === undefined ? null : jsonValue<Captions>(row.texts, {});
  return { found: Boolean(row?.found), generation: row?.generation ?? null, labels };
}

export async function screenErrors(db: Db, ownerId: number, screen: string, lang: string) {
  const [row] = await preparedText<TextsRow>(db, 'loc_screen_errors', SCREEN_ERRORS, [ownerId, screen, lang]);
  return row?.found ? jsonValue<Captions>(row.texts, {}) : null;
}

interface ValueRow {
  code: string;
  value: string;
  translated: string | null;
}

/**
 * Values of the owner's own code list, or else the platform's, in order; each in `lang` from the list,
 * else from the platform's list of the same code (same value code), else in English.
 */
export async function codeListValues(db: Db, ownerId: number, code: string, lang: string) {
  return queryRows<ValueRow>(
    db,
    sql`
    with list as (
      select id from code_lists
      where code = ${code} and owner_id in (${ownerId}, ${platformOwnerId})
      order by (owner_id = ${ownerId}) desc limit 1),
    platform_list as (
      select id from code_lists where code = ${code} and owner_id = ${platformOwnerId})
    select v.code, v.value, coalesce(t.text, (
      select pt.text from code_values pv
      join platform_list pl on pl.id = pv.list_id
      join code_value_translations pt on pt.value_id = pv.id and pt.lang = ${lang}
      where pv.code = v.code and pv.list_id <> v.list_id)) as translated
    from code_values v
    join list on list.id = v.list_id
    left join code_value_translations t on t.value_id = v.id and t.lang = ${lang}
    order by v.order_by, v.code`,
  );
}

export async function ownerLanguageList(db: Db, ownerId: number) {
  return queryRows<{ id: number; code: string; language: string }>(
    db,
    sql`
    select l.id, l.code, l.name as language
    from owner_languages ol join languages l on l.id = ol.language_id
    where ol.owner_id = ${ownerId}
    order by (l.code = 'EN') desc, l.name`,
  );
}
