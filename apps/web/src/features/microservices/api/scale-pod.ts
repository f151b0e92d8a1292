import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PodAction } from '@console/contract';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { microserviceKeys } from './keys';

/** Starts or stops a microservice's pod; its answer seeds the pod query, which then polls. */
export function useScalePod(id: number) {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationKey: ['microservices', 'scalePod'],
    mutationFn: (action: PodAction) => call('microservices.scalePod', { id, action, ownerId }),
    onSuccess: (state) => queryClient.setQueryData(microserviceKeys.pod(ownerId, id), state),
  });
}
