import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { preparedText } from '../../db/prepared';

const platformOwnerId = sql`(select id from owners where platform_owner limit 1)`;

/**
 * A screen's captions for an owner in a language, resolved label by label: the owner's translation,
 * else the platform's, else the owner's English, else the platform's. The hot path of every screen: one
 * prepared query that also answers whether the owner exists (PM staff may name any owner) and the
 * labels' generation, and computes the captions only when the generation differs from `known`.
 */
const SCREEN_LABELS = `
  select g.generation::text as generation,
    exists (select 1 from owners where id = $1) as found,
    case when g.generation is null or g.generation::text <> $4 then coalesce((
      select json_object_agg(b.code, b.txt) from (
        select distinct on (l.label_code) l.label_code as code, coalesce(t.text, l.text) as txt
        from labels l
        left join label_translations t on t.label_id = l.id and t.lang = $3 and $3 <> 'EN'
        where l.screen_code = $2
          and l.owner_id in ($1, (select id from owners where platform_owner limit 1))
        order by l.label_code, t.text is null, l.owner_id <> $1) b), '{}'::json) end as labels
  from (select 1) as one left join localisation_state g on g.id = 1`;

type Captions = Record<string, string>;

export async function screenLabels(
  db: Db,
  ownerId: number,
  screen: string,
  lang: string,
  known: string | null,
) {
  const [row] = await preparedText<{
    generation: string | null;
    found: boolean;
    labels: Captions | string | null;
  }>(db, 'loc_screen_labels', SCREEN_LABELS, [ownerId, screen, lang, known ?? '']);
  const labels =
    typeof row?.labels === 'string' ? (JSON.parse(row.labels) as Captions) : (row?.labels ?? null);
  return { found: Boolean(row?.found), generation: row?.generation ?? null, labels };
}

/**
 * A screen's error and success messages for an owner in a language, resolved as labels are (the owner's
 * translation, the platform's, the owner's English, the platform's), and whether the owner exists.
 */
const SCREEN_ERRORS = `
  select exists (select 1 from owners where id = $1) as found,
    coalesce((
      select json_object_agg(b.code, b.txt) from (
        select distinct on (e.error_code) e.error_code as code, coalesce(t.text, e.text) as txt
        from error_messages e
        left join error_translations t on t.error_id = e.id and t.lang = $3 and $3 <> 'EN'
        where e.screen_code = $2
          and e.owner_id in ($1, (select id from owners where platform_owner limit 1))
        order by e.error_code, t.text is null, e.owner_id <> $1) b), '{}'::json) as errors`;

export async function screenErrors(db: Db, ownerId: number, screen: string, lang: string) {
  const [row] = await preparedText<{ found: boolean; errors: Captions | string }>(
    db,
    'loc_screen_errors',
    SCREEN_ERRORS,
    [ownerId, screen, lang],
  );
  const errors = typeof row?.errors === 'string' ? (JSON.parse(row.errors) as Captions) : (row?.errors ?? {});
  return { found: Boolean(row?.found), errors };
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
