import { useMemo } from 'react';
import { COLOUR_FIELDS, DEFAULT_COLOURS } from '@console/contract';
import { useOwnerSettings } from './branding';
import { useMuiLocales } from './locale';
import { useConsoleState } from './session-store';
import { buildTheme, type Colours } from './theme';

/** The MUI theme (in the console's language) and logos of the selected owner, for the signed-in console. */
export function useConsoleTheme() {
  const settings = useOwnerSettings();
  const data = settings.data;
  const colours = useMemo<Colours>(
    () => (data ? (Object.fromEntries(COLOUR_FIELDS.map((f) => [f, data[f]])) as Colours) : DEFAULT_COLOURS),
    [data],
  );
  const { lang } = useConsoleState();
  const locales = useMuiLocales(lang);
  const theme = useMemo(() => buildTheme(colours, locales), [colours, locales]);
  return { theme, headerLogo: data?.headerLogo ?? null, footerLogo: data?.footerLogo ?? null };
}
