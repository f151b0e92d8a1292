import { pageOf, type ListPaging } from '../../crud/paging';
import type { Db } from '../../db/client';
import { preparedText } from '../../db/prepared';
import { containsPattern, isoText } from '../../db/sql';
import type { Acting } from '../owners/owner-scope';
import type { CodeKey, ScreenTextRow, ScreenTextTable } from './screen-texts.repository';

export interface ListQuery extends ListPaging {
  screenCode?: string;
}

export type ListedText<K extends CodeKey = CodeKey> = Omit<ScreenTextRow<K>, 'updated_at'> & {
  updated_at: string;
  source: 'owner' | 'platform';
  total: number | string;
};

/** Order numbers are text of digits and a dot; sort them as numbers (anything else last). */
const ORDER_VALUE = `case when x.order_number ~ '^([0-9]+[.]?[0-9]*|[.][0-9]+)$' then x.order_number::numeric end`;
const SORTS: Record<string, string> = {
  screenName: 'lower(x.screen_name)',
  screenCode: 'x.screen_code',
  labelCode: 'x.label_code',
  errorCode: 'x.error_code',
  orderNumber: ORDER_VALUE,
  text: 'lower(x.text)',
  dateUpdated: 'x.updated_at',
};

interface Shape {
  inherits: boolean;
  search: boolean;
  screen: boolean;
  sort: string;
}

/**
 * The list query's text for one shape (inherited rows or not, filters, sort), built once: parameters
 * $1 owner, $2 platform, $3 search pattern, $4 screen code, $5 limit, $6 offset. One scan over both
 * owners' rows (one trigram index scan when searching); a platform row shows unless the owner has a
 * row with its screen and code, whether or not that row matches the search.
 */
function listText(t: ScreenTextTable, s: Shape): string {
  const { table, code } = t.names;
  const owners = s.inherits
    ? `x.owner_id in ($1, $2) and (x.owner_id = $1 or (exists (select 1 from owners where id = $1)
         and not exists (select 1 from ${table} o
           where o.owner_id = $1 and o.screen_code = x.screen_code and o.${code} = x.${code})))`
    : `x.owner_id = $1 and $2::int is not null`;
  const search = s.search ? `x.search_text like $3` : `$3::text is not null`;
  const screen = s.screen ? `x.screen_code = $4` : `$4::text is not null`;
  return `select x.id, x.owner_id, x.screen_code, x.screen_name, x.${code} as "${t.codeKey}", x.order_number,
      x.text, x.description, x.updated_by, ${isoText('x.updated_at')} as updated_at,
      case when x.owner_id = $1 then 'owner' else 'platform' end as source, count(*) over () as total
    from ${table} x
    where ${owners} and ${search} and ${screen}
    order by ${s.sort} limit $5 offset $6`;
}

const texts = new Map<string, { name: string; text: string }>();

function prepared(t: ScreenTextTable, s: Shape) {
  const key = `${t.kind}|${s.inherits}|${s.search}|${s.screen}|${s.sort}`;
  let entry = texts.get(key);
  if (!entry) texts.set(key, (entry = { name: `loc_${t.kind}_list_${texts.size}`, text: listText(t, s) }));
  return entry;
}

/**
 * A page of the rows an owner sees: its own and the platform's it has not overridden (same screen and
 * code), searched in `search_text` (trigram-indexed where pg_trgm exists) and sorted on the server.
 * SQL text as a prepared statement: labels.list is a measured hot path (scripts/bench-scenarios/
 * localisation.mjs, 5,000 labels in 20 languages per owner), planned once per connection.
 */
export async function listScreenTexts<K extends CodeKey>(
  db: Db,
  t: ScreenTextTable<K>,
  a: Acting,
  q: ListQuery,
) {
  const dir = q.sortDirection === 'desc' ? 'desc' : 'asc';
  const sort = q.sortField
    ? `${SORTS[q.sortField] ?? 'x.id'} ${dir} nulls last, x.id ${dir}`
    : `x.screen_code, ${ORDER_VALUE} nulls last, x.${t.names.code}, x.id`;
  const shape: Shape = {
    inherits: a.ownerId !== a.platformId,
    search: Boolean(q.search),
    screen: Boolean(q.screenCode),
    sort,
  };
  const { name, text } = prepared(t, shape);
  const params = [a.ownerId, a.platformId, containsPattern(q.search.toLowerCase()), q.screenCode ?? ''];
  return pageOf(q, (limit, offset) =>
    preparedText<ListedText<K>>(db, name, text, [...params, limit, offset]),
  );
}
