import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { microserviceKeys } from './keys';

/** One microservice with all its parts and its pod state; also a catalogue item (to duplicate it). */
export function useMicroservice(id: number | null) {
  const ownerId = useOwnerId();
  return useQuery({
    queryKey: microserviceKeys.detail(ownerId, id ?? 0),
    queryFn: () => call('microservices.info', { id: id ?? 0, ownerId }),
    enabled: id !== null && id > 0,
  });
}
