import { useState } from 'react';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import type { Language } from '@console/contract';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { SuccessDialog } from '../../../components/crud/success-dialog';
import { useLabels } from '../../../lib/labels';
import { screenPage } from '../../../components/crud/screen-page';
import { useCallMutation, useCallQuery } from '../../../lib/query';
import { useOwnerLanguages } from '../api/get-owner-languages';
import { LanguageChips } from './language-chips';
import { LanguagePicker } from './language-picker';

/** /language: Localisation - Flexy Language (002 section 2.1). */
export const LanguagePage = screenPage('LANG_SET', LanguageContent);

function LanguageContent() {
  const t = useLabels('LANG_SET');
  const chosen = useOwnerLanguages();
  const catalogue = useCallQuery('languages.catalogue', {}, { staleTime: Infinity });
  // The owner's languages are read again, so the chips and the header's switch follow at once.
  const add = useCallMutation('languages.add');
  const remove = useCallMutation('languages.remove');
  const [removing, setRemoving] = useState<Language | null>(null);
  const [added, setAdded] = useState(false);
  const failure = chosen.error ?? catalogue.error ?? add.error ?? remove.error;
  const confirmRemove = async () => {
    if (removing) await remove.mutateAsync({ languageIds: [removing.id] }).catch(() => {});
    setRemoving(null);
  };
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={3}>
        {failure && <Alert severity="error">{`${t('LOAD_FAILED')}: ${failure.message}`}</Alert>}
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('SELECTED')}
          </Typography>
          <LanguageChips languages={chosen.data ?? []} onRemove={setRemoving} />
        </Stack>
        {chosen.data && catalogue.data && (
          <LanguagePicker
            catalogue={catalogue.data.result}
            chosen={chosen.data}
            busy={add.isPending}
            onAdd={async (languages) => {
              await add.mutateAsync({ languageIds: languages.map((l) => l.id) });
              setAdded(true);
            }}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('DEL_CON')}
        message={t('DEL_MSG')}
        confirmLabel={t('DELETE')}
        cancelLabel={t('CANCEL')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
      <SuccessDialog open={added} message={t('ADDED')} doneLabel={t('DONE')} onDone={() => setAdded(false)} />
    </Paper>
  );
}
