import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MICROSERVICE_SORT_FIELDS, type MicroserviceSortField } from '@console/contract';
import type { TableQuery } from '../../../components/crud/table-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { microserviceKeys } from './keys';

const isSortField = (field: string | undefined): field is MicroserviceSortField =>
  (MICROSERVICE_SORT_FIELDS as readonly string[]).includes(field ?? '');

/** The table's query as microservices.list input; a column the server cannot sort by falls back to name. */
export function toListInput(query: TableQuery, ownerId: number | undefined) {
  return {
    ownerId,
    page: query.page,
    pageSize: query.pageSize,
    search: query.search.trim(),
    sortField: isSortField(query.sortField) ? query.sortField : 'name',
    sortDirection: query.sortDirection ?? 'asc',
  } as const;
}

/** A page of the scoped owner's microservices (owned, duplicated and assigned). */
export function useMicroservices(query: TableQuery) {
  const ownerId = useOwnerId();
  return useQuery({
    queryKey: microserviceKeys.list(ownerId, query),
    queryFn: () => call('microservices.list', toListInput(query, ownerId)),
    // Keeps the rows of the previous page or search on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
