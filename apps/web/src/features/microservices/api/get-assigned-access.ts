import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { microserviceKeys } from './keys';

/** The access type of a microservice assigned to the scoped owner. */
export function useAssignedAccess(functionId: number, enabled = true) {
  const ownerId = useOwnerId();
  return useQuery({
    queryKey: microserviceKeys.assignedAccess(ownerId, functionId),
    queryFn: () => call('microservices.assignedAccess', { functionId, ownerId }),
    enabled: enabled && functionId > 0,
  });
}
