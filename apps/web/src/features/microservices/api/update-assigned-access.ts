import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { microserviceKeys } from './keys';

export interface UpdateAssignedAccessInput {
  functionId: number;
  accessType: string;
}

/** Changes the access type of an assigned microservice, the one thing its owner may change. */
export function useUpdateAssignedAccess() {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationKey: ['microservices', 'updateAssignedAccess'],
    mutationFn: (input: UpdateAssignedAccessInput) =>
      call('microservices.updateAssignedAccess', { ...input, ownerId }),
    onSuccess: async (result, { functionId }) => {
      queryClient.setQueryData(microserviceKeys.assignedAccess(ownerId, functionId), {
        accessType: result.accessType,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: microserviceKeys.detail(ownerId, functionId) }),
        queryClient.invalidateQueries({ queryKey: microserviceKeys.lists() }),
      ]);
    },
  });
}
