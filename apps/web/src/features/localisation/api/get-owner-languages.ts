import { useScopedQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session-store';

/** The languages the acting owner offers, English first (languages.ofOwner). */
export function useOwnerLanguages() {
  const session = useSession();
  const query = useScopedQuery('languages.ofOwner', {}, { enabled: Boolean(session), staleTime: 5 * 60_000 });
  return { data: query.data?.result, error: query.error };
}
