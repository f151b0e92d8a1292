import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { microserviceKeys } from './keys';

/** The platform's catalogue, offered by the Assign and Duplicate pickers. */
export function useMicroserviceCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: microserviceKeys.catalogue(),
    queryFn: () => call('microservices.catalogue', {}),
    enabled,
  });
}
