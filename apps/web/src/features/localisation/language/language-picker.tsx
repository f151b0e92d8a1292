import { useState } from 'react';
import { Autocomplete, Button, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { LANGUAGE_CATALOGUE_SIZE, type Language } from '@console/contract';
import { useLabels } from '../../../lib/labels';

interface LanguagePickerProps {
  catalogue: Language[];
  chosen: Language[];
  busy: boolean;
  onAdd: (languages: Language[]) => Promise<unknown>;
}

/** The languages not chosen yet; hidden at 103 chosen, 'All Languages are selected.' when none is left. */
export function LanguagePicker({ catalogue, chosen, busy, onAdd }: LanguagePickerProps) {
  const t = useLabels('LANG_SET');
  const [picked, setPicked] = useState<Language[]>([]);
  const left = catalogue.filter((l) => !chosen.some((c) => c.id === l.id));
  if (chosen.length >= LANGUAGE_CATALOGUE_SIZE || (catalogue.length > 0 && left.length === 0)) {
    return <Typography color="text.secondary">{t('ALL_SELECTED')}</Typography>;
  }
  const add = async () => {
    await onAdd(picked);
    setPicked([]);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Autocomplete
        multiple
        options={left}
        value={picked}
        onChange={(_e, value) => setPicked(value)}
        getOptionLabel={(l) => l.language}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterSelectedOptions
        disabled={busy}
        sx={{ minWidth: 320, flexGrow: 1, maxWidth: 640 }}
        renderInput={(params) => <TextField {...params} label={t('SELECT_LANGUAGES')} />}
      />
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        disabled={busy || picked.length === 0}
        onClick={() => void add().catch(() => {})}
      >
        {t('ADD')}
      </Button>
    </Stack>
  );
}
