import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { TableQuery } from '../../../components/crud/table-query';
import { useOwnerId } from '../../../lib/owner-scope';
import { localisationKeys, type LocalisationResource } from './keys';

/** A server-paged localisation list of the acting owner; the previous page stays shown while the next loads. */
export function useFlexyList<T>(
  resource: LocalisationResource,
  query: TableQuery,
  fetch: (ownerId: number | undefined) => Promise<T>,
  parentId?: number,
) {
  const ownerId = useOwnerId();
  return useQuery({
    queryKey: localisationKeys.list(resource, ownerId, query, parentId),
    queryFn: () => fetch(ownerId),
    placeholderData: keepPreviousData,
    enabled: parentId === undefined || parentId > 0,
  });
}

/** One record with its translations, loaded when a form opens on it (id null: a new record). */
export function useFlexyInfo<T>(
  resource: LocalisationResource,
  id: number | null,
  fetch: (ownerId: number | undefined, id: number) => Promise<T>,
) {
  const ownerId = useOwnerId();
  return useQuery({
    queryKey: localisationKeys.info(resource, ownerId, id ?? 0),
    queryFn: () => fetch(ownerId, id ?? 0),
    enabled: id !== null && id > 0,
    staleTime: 0,
  });
}

/** A save or delete of the acting owner; on success the named queries refetch at once. */
export function useFlexyMutation<I, O>(
  run: (ownerId: number | undefined, input: I) => Promise<O>,
  invalidates: QueryKey[],
) {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationFn: (input: I) => run(ownerId, input),
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
