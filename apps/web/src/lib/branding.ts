import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { callKey } from './call-key';
import { useScopedQuery } from './query';
import { useSession } from './session-store';

export const brandingKeys = {
  public: ['branding'] as const,
  settings: (ownerId: number | undefined) => callKey('ownerSettings.get', { ownerId }),
};

/** The owner's settings; they also theme the console while that owner is selected. */
export function useOwnerSettings() {
  const session = useSession();
  return useScopedQuery('ownerSettings.get', {}, { enabled: Boolean(session) });
}

/** Signed out: the branding of the owner serving this host name, else the platform's. */
export function usePublicBranding(enabled = true) {
  return useQuery({
    queryKey: brandingKeys.public,
    queryFn: () => call('owners.branding', {}),
    enabled,
    staleTime: Infinity,
  });
}
