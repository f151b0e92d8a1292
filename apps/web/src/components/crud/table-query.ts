import { useCallback, useState } from 'react';

/** What a server-paged list call takes: page (0-based), size, search text and sort. */
export interface TableQuery {
  page: number;
  pageSize: number;
  search: string;
  sortField?: string;
  sortDirection?: 'asc' | 'desc';
}

export const DEFAULT_PAGE_SIZE = 50;

/** `q` changed by `patch`: a new search, sort or page size goes back to the first page. */
export function patchQuery(q: TableQuery, patch: Partial<TableQuery>): TableQuery {
  const resets =
    ('search' in patch && patch.search !== q.search) || 'sortField' in patch || 'pageSize' in patch;
  return { ...q, ...patch, page: resets && !('page' in patch) ? 0 : (patch.page ?? q.page) };
}

/** The table's query state; a new search or sort goes back to the first page. */
export function useTableQuery(initial: Partial<TableQuery> = {}) {
  const [query, setQuery] = useState<TableQuery>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    search: '',
    ...initial,
  });
  const update = useCallback((patch: Partial<TableQuery>) => setQuery((q) => patchQuery(q, patch)), []);
  return [query, update] as const;
}
