import type { TableQuery } from '../../../components/crud/table-query';

/** A table's query as a list call's paging, search and sort fields (sortField only when the call knows it). */
export function listInput<F extends string>(query: TableQuery, sortFields: readonly F[]) {
  const sortField = sortFields.find((f) => f === query.sortField);
  return {
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
    ...(sortField ? { sortField, sortDirection: query.sortDirection ?? 'asc' } : {}),
  };
}
