import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { useSession } from '../../../lib/session-store';
import { localisationKeys } from './keys';

/** The languages the acting owner offers, English first (languages.ofOwner). */
export function useOwnerLanguages() {
  const session = useSession();
  const ownerId = useOwnerId();
  return useQuery({
    queryKey: localisationKeys.languages(ownerId),
    queryFn: () => call('languages.ofOwner', { ownerId }),
    select: (data) => data.result,
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
}
