import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { useSession } from '../../../lib/session-store';

export const ownerInfoKeys = {
  all: ['owners', 'info'] as const,
  detail: (ownerId: number | undefined) => ['owners', 'info', ownerId] as const,
};

/** The scoped owner with its main organisation and administrator (owners.info). */
export function useOwnerInfo() {
  const session = useSession();
  const ownerId = useOwnerId();
  return useQuery({
    queryKey: ownerInfoKeys.detail(ownerId),
    queryFn: () => call('owners.info', { ownerId }),
    enabled: Boolean(session),
  });
}
