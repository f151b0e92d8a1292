import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { microserviceKeys } from './keys';

/** Assigns catalogue microservices to the acting (TS) owner. */
export function useAssignMicroservices() {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationKey: ['microservices', 'assign'],
    mutationFn: (functionIds: number[]) => call('microservices.assign', { functionIds, ownerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: microserviceKeys.lists() }),
  });
}
