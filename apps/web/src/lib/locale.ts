import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { GridLocaleText } from '@mui/x-data-grid';

/** The BCP 47 tag of a console language code ('FR' -> 'fr', 'ZH-TW' -> 'zh-TW'); English is British. */
export function intlLocale(lang: string): string {
  const [language = 'en', region] = lang.split('-');
  if (language.toUpperCase() === 'EN' && !region) return 'en-GB';
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/**
 * A language's name in that language ('FR' -> 'Français', 'DE' -> 'Deutsch'), so a reader finds their
 * own language in a list whatever the console's language; `fallback` (the stored name) where the
 * browser does not know the code.
 */
export function ownLanguageName(lang: string, fallback: string): string {
  const tag = intlLocale(lang) === 'en-GB' ? 'en' : intlLocale(lang);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : fallback;
  } catch {
    // Not a well-formed language tag (a code of the owner's own).
    return fallback;
  }
}

/**
 * The export of a locale module (MUI's `frFR`, `ptPT`, `zhTW` ...) for a console language: the region
 * the code names, else the language's own country ('PT' -> ptPT), else its first region; none for English.
 */
export function pickLocale<T>(modules: Record<string, T>, lang: string): T | undefined {
  const [language = '', region] = lang.toLowerCase().split('-');
  if (!language || language === 'en') return undefined;
  const keys = Object.keys(modules).filter(
    (k) => k.startsWith(language) && /^[A-Z]/.test(k.slice(language.length)),
  );
  const wanted = `${language}${(region ?? language).toUpperCase()}`;
  const key = keys.find((k) => k === wanted) ?? keys.sort()[0];
  return key ? modules[key] : undefined;
}

/** A theme fragment of MUI's or the DataGrid's texts in one language (`frFR` ...). */
export type MuiLocale = object;
type LocaleModule = Record<string, MuiLocale>;

/**
 * MUI's and MUI X DataGrid's texts (pagination, 'Rows per page', column menus, breadcrumb expander ...)
 * in the console's language, loaded on demand: an English console loads neither.
 */
export function useMuiLocales(lang: string): MuiLocale[] {
  const { data } = useQuery({
    queryKey: ['muiLocales'],
    queryFn: async () => {
      const [core, grid] = await Promise.all([
        import('@mui/material/locale'),
        import('@mui/x-data-grid/locales'),
      ]);
      return { core: core as unknown as LocaleModule, grid: grid as unknown as LocaleModule };
    },
    enabled: intlLocale(lang) !== 'en-GB',
    staleTime: Infinity,
  });
  return useMemo(
    () =>
      data
        ? [pickLocale(data.core, lang), pickLocale(data.grid, lang)].filter((l): l is MuiLocale => !!l)
        : [],
    [data, lang],
  );
}

/** The DataGrid texts of the theme's language, for a grid that also sets some texts of its own. */
export function useGridLocaleText(): Partial<GridLocaleText> {
  return useTheme().components?.MuiDataGrid?.defaultProps?.localeText ?? {};
}
