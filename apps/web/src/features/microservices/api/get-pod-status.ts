import type { PodState } from '@console/contract';
import { useScopedQuery } from '../../../lib/query';

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
  return useScopedQuery(
    'microservices.podStatus',
    { id },
    {
      enabled: enabled && id > 0,
      staleTime: 0,
      refetchInterval: (state) =>
        state && !isPodSettled(state) ? Math.max(1, state.pollSeconds) * 1000 : false,
    },
  );
}
