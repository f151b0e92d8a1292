import { Chip, Stack, Tooltip } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { DEFAULT_LANG, type Language } from '@console/contract';
import { useLabels } from '../../../lib/labels';

/** 002 section 2.1: the owner's languages as chips, each with a remove icon (English stays). */
export function LanguageChips({
  languages,
  onRemove,
}: {
  languages: Language[];
  onRemove: (language: Language) => void;
}) {
  const t = useLabels('LANG_SET');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="list" aria-label={t('SELECTED')}>
      {languages.map((language) =>
        language.code === DEFAULT_LANG ? (
          <Tooltip key={language.id} title={t('DEFAULT_LANGUAGE')}>
            <Chip role="listitem" color="primary" label={language.language} />
          </Tooltip>
        ) : (
          <Chip
            key={language.id}
            role="listitem"
            variant="outlined"
            label={language.language}
            onDelete={() => onRemove(language)}
            deleteIcon={<CancelIcon titleAccess={t('REMOVE', { language: language.language })} />}
          />
        ),
      )}
    </Stack>
  );
}
