import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

interface LabelRow {
  label_code: string;
  own: boolean;
  text: string;
  translated: string | null;
}

const platformOwnerId = sql`(select id from owners where platform_owner limit 1)`;

/** The owner's and the platform's labels of a screen, each with its translation in `lang` if any. */
export async function screenLabels(db: Db, ownerId: number, screen: string, lang: string) {
  return queryRows<LabelRow>(db, sql`
    select l.label_code, l.owner_id = ${ownerId} as own, l.text, t.text as translated
    from labels l
    left join label_translations t on t.label_id = l.id and t.lang = ${lang}
    where l.screen_code = ${screen} and l.owner_id in (${ownerId}, ${platformOwnerId})`);
}

interface ValueRow {
  code: string;
  value: string;
  translated: string | null;
}

/** Values of the owner's own code list, or else the platform's, in order. */
export async function codeListValues(db: Db, ownerId: number, code: string, lang: string) {
  return queryRows<ValueRow>(db, sql`
    with list as (
      select id from code_lists
      where code = ${code} and owner_id in (${ownerId}, ${platformOwnerId})
      order by (owner_id = ${ownerId}) desc limit 1)
    select v.code, v.value, t.text as translated
    from code_values v
    join list on list.id = v.list_id
    left join code_value_translations t on t.value_id = v.id and t.lang = ${lang}
    order by v.order_by, v.code`);
}

export async function ownerLanguageList(db: Db, ownerId: number) {
  return queryRows<{ id: number; code: string; language: string }>(db, sql`
    select l.id, l.code, l.name as language
    from owner_languages ol join languages l on l.id = ol.language_id
    where ol.owner_id = ${ownerId}
    order by (l.code = 'EN') desc, l.name`);
}
