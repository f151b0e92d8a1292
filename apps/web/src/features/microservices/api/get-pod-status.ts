import { useQuery } from '@tanstack/react-query';
import type { PodState } from '@console/contract';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { microserviceKeys } from './keys';

/** Status and replicas agree (RUNNING with 1, STOPPED with 0) and nothing more is asked for. */
export function isPodSettled(state: Pick<PodState, 'podStatus' | 'podReplica' | 'changing'>): boolean {
  if (state.changing) return false;
  return (
    (state.podStatus === 'RUNNING' && state.podReplica === 1) ||
    (state.podStatus === 'STOPPED' && state.podReplica === 0)
  );
}

/**
 * A microservice's pod, read again every `pollSeconds` (the server's figure) while it is changing
 * and left alone once it has settled (000 section 4).
 */
export function usePodStatus(id: number, enabled: boolean) {
  const ownerId = useOwnerId();
  return useQuery({
    queryKey: microserviceKeys.pod(ownerId, id),
    queryFn: () => call('microservices.podStatus', { id, ownerId }),
    enabled: enabled && id > 0,
    staleTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data;
      return state && !isPodSettled(state) ? Math.max(1, state.pollSeconds) * 1000 : false;
    },
    refetchIntervalInBackground: true,
  });
}
