import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MicroserviceSaveInput } from '@console/contract';
import { call } from '../../../lib/api-client';
import { microserviceKeys } from './keys';

/**
 * Creates (id 0: OWN, or DUP of a catalogue item) or updates a microservice with all its parts; the
 * lists and the saved microservice's detail are refreshed at once.
 */
export function useSaveMicroservice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['microservices', 'save'],
    mutationFn: (input: MicroserviceSaveInput) => call('microservices.save', input),
    onSuccess: async (result, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: microserviceKeys.detail(input.ownerId, result.id) }),
        queryClient.invalidateQueries({ queryKey: microserviceKeys.lists() }),
      ]);
    },
  });
}
