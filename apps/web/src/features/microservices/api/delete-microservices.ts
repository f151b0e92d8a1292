import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { microserviceKeys } from './keys';

/** Deletes the selected microservices in one call (an assigned one loses only its assignment). */
export function useDeleteMicroservices() {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationKey: ['microservices', 'delete'],
    mutationFn: (ids: number[]) => call('microservices.delete', { ids, ownerId }),
    onSuccess: async (_result, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: microserviceKeys.detail(ownerId, id) });
      await queryClient.invalidateQueries({ queryKey: microserviceKeys.lists() });
    },
  });
}
