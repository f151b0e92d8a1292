import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COLOUR_FIELDS, DEFAULT_COLOURS } from '@console/contract';
import { call } from './api-client';
import { useOwnerId } from './owner-scope';
import { useSession } from './session-store';
import { buildTheme, type Colours } from './theme';

export const brandingKeys = {
  public: ['branding'] as const,
  settings: (ownerId: number | undefined) => ['ownerSettings', ownerId] as const,
};

/** The owner's settings; they also theme the console while that owner is selected. */
export function useOwnerSettings() {
  const session = useSession();
  const ownerId = useOwnerId();
  return useQuery({
    queryKey: brandingKeys.settings(ownerId),
    queryFn: () => call('ownerSettings.get', { ownerId }),
    enabled: Boolean(session),
  });
}

/** Signed out: the branding of the owner serving this host name, else the platform's. */
export function usePublicBranding(enabled: boolean) {
  return useQuery({ queryKey: brandingKeys.public, queryFn: () => call('owners.branding', {}), enabled, staleTime: Infinity });
}

/** The MUI theme and logos of the current owner (signed in) or of the host's owner (signed out). */
export function useConsoleBranding() {
  const session = useSession();
  const settings = useOwnerSettings();
  const branding = usePublicBranding(!session);
  const source = session ? settings.data : branding.data?.colours;
  const colours = useMemo<Colours>(() => {
    if (!source) return DEFAULT_COLOURS;
    return Object.fromEntries(COLOUR_FIELDS.map((f) => [f, source[f]])) as Colours;
  }, [source]);
  const theme = useMemo(() => buildTheme(colours), [colours]);
  return {
    theme,
    headerLogo: session ? (settings.data?.headerLogo ?? null) : (branding.data?.headerLogo ?? null),
    loginLogo: branding.data?.loginLogo ?? null,
    footerLogo: session ? (settings.data?.footerLogo ?? null) : (branding.data?.footerLogo ?? null),
    ownerName: branding.data?.ownerName,
  };
}
