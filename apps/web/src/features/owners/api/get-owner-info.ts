import { useScopedQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session-store';

/** The scoped owner with its main organisation and administrator (owners.info). */
export function useOwnerInfo() {
  const session = useSession();
  return useScopedQuery('owners.info', {}, { enabled: Boolean(session) });
}
