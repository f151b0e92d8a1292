import { useCallback, useState } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput } from '@console/contract';
import type { TableQuery } from '../components/crud/table-query';
import { call } from './api-client';
import { areaOf, callKey, type Area } from './call-key';
import { useOwnerId } from './owner-scope';
import { useDebounced } from './use-debounced';

/** Calls that act on an owner (their input has `ownerId`): the hooks below name the acting owner. */
export type ScopedCallName = {
  [N in CallName]: 'ownerId' extends keyof CallInput<N> ? N : never;
}[CallName];
/** A scoped call's input without the owner, which the hooks add (an explicit `ownerId` wins). */
export type ScopedInput<N extends ScopedCallName> = Omit<CallInput<N>, 'ownerId'> & { ownerId?: number };

/** Scoped calls that answer a page of rows (`{ rows, total }`) for a paged list query. */
export type ListCallName = {
  [N in ScopedCallName]: CallOutput<N> extends { rows: unknown[]; total: number }
    ? 'page' extends keyof CallInput<N>
      ? N
      : never
    : never;
}[ScopedCallName];
/** Scoped calls that answer one record by `id`. */
export type RecordCallName = {
  [N in ScopedCallName]: N extends `${string}.info` ? ('id' extends keyof CallInput<N> ? N : never) : never;
}[ScopedCallName];
/** The row type of a list call. */
export type ListRow<N extends ListCallName> = CallOutput<N>['rows'][number];
/** What a list call takes besides paging, search and sort (a parent id, a filter ...). */
export type ListFilters<N extends ListCallName> = Omit<
  ScopedInput<N>,
  'page' | 'pageSize' | 'search' | 'sortField' | 'sortDirection' | 'ownerId'
>;

interface QueryOptions<O> {
  enabled?: boolean;
  staleTime?: number;
  /** Keeps the previous answer on screen while the next one loads (pages, captions). */
  keepPrevious?: boolean;
  refetchInterval?: number | false | ((data: O | undefined) => number | false);
}

/** Any call as a query, keyed by its name and input. */
export function useCallQuery<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: QueryOptions<CallOutput<N>> = {},
) {
  const { refetchInterval } = options;
  return useQuery({
    queryKey: callKey(name, input),
    queryFn: ({ signal }) => call(name, input, signal),
    enabled: options.enabled,
    staleTime: options.staleTime,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    refetchInterval:
      typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
    refetchIntervalInBackground: refetchInterval !== undefined,
  });
}

/** A call of the acting owner as a query (the picked owner, else the user's own). */
export function useScopedQuery<N extends ScopedCallName>(
  name: N,
  input: ScopedInput<N>,
  options: QueryOptions<CallOutput<N>> = {},
) {
  const ownerId = useOwnerId();
  return useCallQuery(name, { ownerId, ...input } as CallInput<N>, options);
}

/**
 * A picker's choices searched on the server as the user types: `onSearch` takes the typed text, the query
 * asks once the text has settled, and keeps the previous answer while the next loads.
 */
export function useSearchedQuery<N extends ScopedCallName>(
  name: N,
  input: (search: string) => ScopedInput<N>,
  options: Omit<QueryOptions<CallOutput<N>>, 'keepPrevious'> = {},
) {
  const [search, setSearch] = useState('');
  const query = useScopedQuery(name, input(useDebounced(search)), { ...options, keepPrevious: true });
  return { query, onSearch: setSearch };
}

/** A table's query (page, size, search, sort) and the call's own filters as the list call's input. */
export function listInput<N extends ListCallName>(
  query: TableQuery,
  filters?: ListFilters<N>,
): ScopedInput<N> {
  return {
    ...filters,
    page: query.page,
    pageSize: query.pageSize,
    search: query.search.trim(),
    ...(query.sortField ? { sortField: query.sortField, sortDirection: query.sortDirection ?? 'asc' } : {}),
  } as unknown as ScopedInput<N>;
}

/**
 * Starts loading a list call's page for a table query at once, before the table re-renders for it
 * (useListQuery then finds the request under way): a search's request leaves as soon as typing pauses,
 * and the table's re-render runs while the server answers.
 */
export function usePrefetchList<N extends ListCallName>(name: N, filters?: ListFilters<N>) {
  const ownerId = useOwnerId();
  const client = useQueryClient();
  return useCallback(
    (query: TableQuery) => {
      const input = { ownerId, ...listInput<N>(query, filters) } as CallInput<N>;
      void client.prefetchQuery({
        queryKey: callKey(name, input),
        queryFn: ({ signal }) => call(name, input, signal),
      });
    },
    [client, name, filters, ownerId],
  );
}

/** One server page of a list call for the acting owner; the previous page stays shown while the next loads. */
export function useListQuery<N extends ListCallName>(
  name: N,
  query: TableQuery,
  filters?: ListFilters<N>,
  options: { enabled?: boolean } = {},
) {
  return useScopedQuery(name, listInput<N>(query, filters), { keepPrevious: true, ...options });
}

/** One record by id for the acting owner (null or 0: none, nothing is loaded); read afresh on opening. */
export function useRecordQuery<N extends RecordCallName>(
  name: N,
  id: number | null,
  options: QueryOptions<CallOutput<N>> = {},
) {
  const enabled = id !== null && id > 0 && options.enabled !== false;
  return useScopedQuery(name, { id: id ?? 0 } as ScopedInput<N>, { staleTime: 0, ...options, enabled });
}

interface MutationOptions<N extends CallName> {
  /**
   * Areas whose queries are read again on success besides the call's own (a code value changes its
   * list's count ...); `false`: not even the own area (the caller puts the answer in the cache).
   */
  invalidates?: Area[] | false;
  onSuccess?: (output: CallOutput<N>, input: CallInput<N>) => unknown;
}

/**
 * A state-changing call of the acting owner. On success every query of its area (and of the areas in
 * `invalidates`) is read again before the mutation settles, so what follows sees fresh data.
 */
export function useCallMutation<N extends ScopedCallName>(
  name: N,
  options?: MutationOptions<N>,
): UseMutationResult<CallOutput<N>, Error, ScopedInput<N>>;
/** A state-changing call that names no owner (`scoped: false`). */
export function useCallMutation<N extends CallName>(
  name: N,
  options: MutationOptions<N> & { scoped: false },
): UseMutationResult<CallOutput<N>, Error, CallInput<N>>;
export function useCallMutation<N extends CallName>(
  name: N,
  options: MutationOptions<N> & { scoped?: boolean } = {},
): UseMutationResult<CallOutput<N>, Error, CallInput<N>> {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  const { invalidates = [], onSuccess, scoped = true } = options;
  return useMutation({
    mutationKey: callKey(name),
    mutationFn: (input: CallInput<N>) => call(name, scoped ? ({ ownerId, ...input } as CallInput<N>) : input),
    onSuccess: async (output, input) => {
      await onSuccess?.(output, input);
      if (invalidates === false) return;
      const areas = new Set<string>([areaOf(name), ...invalidates]);
      await Promise.all([...areas].map((area) => queryClient.invalidateQueries({ queryKey: [area] })));
    },
  });
}
