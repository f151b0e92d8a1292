import { useEffect } from 'react';
import { Box, MenuItem, Select } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { DEFAULT_LANG } from '@console/contract';
import { useLabels } from '../../lib/labels';
import { intlLocale, ownLanguageName } from '../../lib/locale';
import { sessionStore, useConsoleState } from '../../lib/session-store';
import { useOwnerLanguages } from './api/get-owner-languages';

const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The header's language switch: the acting owner's languages. Choosing one re-captions every screen
 * (labels are keyed by language); a language the owner does not offer falls back to English. Each
 * language is named in itself, so a reader finds theirs whatever the console's language.
 */
export function LanguageSwitch() {
  const t = useLabels('MENU');
  const { lang } = useConsoleState();
  const languages = useOwnerLanguages();
  const options = languages.data ?? [];
  const offered = options.some((l) => l.code === lang);

  useEffect(() => {
    if (languages.data && !offered && lang !== DEFAULT_LANG) sessionStore.update({ lang: DEFAULT_LANG });
  }, [languages.data, offered, lang]);
  useEffect(() => {
    document.documentElement.lang = lang.toLowerCase();
  }, [lang]);

  if (options.length < 2) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TranslateIcon fontSize="small" aria-hidden />
      <Box component="span" id="language-switch-label" sx={HIDDEN}>
        {t('LANGUAGE_SWITCH')}
      </Box>
      <Select
        labelId="language-switch-label"
        variant="standard"
        disableUnderline
        value={offered ? lang : DEFAULT_LANG}
        onChange={(e) => sessionStore.update({ lang: e.target.value })}
        sx={{ color: 'inherit', minWidth: 96, '& .MuiSelect-icon': { color: 'inherit' } }}
      >
        {options.map((l) => (
          <MenuItem key={l.code} value={l.code} lang={intlLocale(l.code)}>
            {ownLanguageName(l.code, l.language)}
          </MenuItem>
        ))}
      </Select>
    </Box>
  );
}
