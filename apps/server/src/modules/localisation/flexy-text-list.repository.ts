import type { Db } from '../../db/client';
import { preparedText } from '../../db/prepared';
import { containsPattern, type Acting } from './acting-owner';
import type { FlexyTable, FlexyTextRow } from './flexy-texts.repository';

export interface ListQuery {
  page: number;
  pageSize: number;
  search: string;
  sortField?: string;
  sortDirection: 'asc' | 'desc';
  screenCode?: string;
}

export type ListedText = Omit<FlexyTextRow, 'updated_at'> & {
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
function listText(t: FlexyTable, s: Shape): string {
  const { table, code } = t.names;
  const owners = s.inherits
    ? `x.owner_id in ($1, $2) and (x.owner_id = $1 or (exists (select 1 from owners where id = $1)
         and not exists (select 1 from ${table} o
           where o.owner_id = $1 and o.screen_code = x.screen_code and o.${code} = x.${code})))`
    : `x.owner_id = $1 and $2::int is not null`;
  const search = s.search ? `x.search_text like $3` : `$3::text is not null`;
  const screen = s.screen ? `x.screen_code = $4` : `$4::text is not null`;
  return `select x.id, x.owner_id, x.screen_code, x.screen_name, x.${code} as code, x.order_number, x.text,
      x.description, x.updated_by,
      to_char(x.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
      case when x.owner_id = $1 then 'owner' else 'platform' end as source, count(*) over () as total
    from ${table} x
    where ${owners} and ${search} and ${screen}
    order by ${s.sort} limit $5 offset $6`;
}

const texts = new Map<string, { name: string; text: string }>();

function prepared(t: FlexyTable, s: Shape) {
  const key = `${t.kind}|${s.inherits}|${s.search}|${s.screen}|${s.sort}`;
  let entry = texts.get(key);
  if (!entry) texts.set(key, (entry = { name: `loc_${t.kind}_list_${texts.size}`, text: listText(t, s) }));
  return entry;
}

/**
 * A page of the rows an owner sees: its own and the platform's it has not overridden (same screen and
 * code), searched in `search_text` (trigram-indexed where pg_trgm exists) and sorted on the server.
 */
export async function listFlexyTexts(db: Db, t: FlexyTable, a: Acting, q: ListQuery) {
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
  const rows = await preparedText<ListedText>(db, name, text, [...params, q.pageSize, q.page * q.pageSize]);
  if (rows.length || q.page === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page: count on the first.
  const [first] = await preparedText<ListedText>(db, name, text, [...params, 1, 0]);
  return { rows, total: Number(first?.total ?? 0) };
}
