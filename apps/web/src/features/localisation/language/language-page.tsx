import { useState } from 'react';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import type { Language } from '@console/contract';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { SuccessDialog } from '../../../components/crud/success-dialog';
import { useLabels } from '../../../lib/labels';
import { useAddLanguages } from '../api/add-languages';
import { useLanguageCatalogue } from '../api/get-language-catalogue';
import { useOwnerLanguages } from '../api/get-owner-languages';
import { useRemoveLanguages } from '../api/remove-languages';
import { LocalisationPage } from '../shared/localisation-page';
import { LanguageChips } from './language-chips';
import { LanguagePicker } from './language-picker';

/** /language: Localisation - Flexy Language (002 section 2.1). */
export function LanguagePage() {
  const t = useLabels('LANG_SET');
  return (
    <LocalisationPage breadcrumb={t('BREADCRUMB')} heading={t('HEADING')}>
      <LanguageContent />
    </LocalisationPage>
  );
}

function LanguageContent() {
  const t = useLabels('LANG_SET');
  const chosen = useOwnerLanguages();
  const catalogue = useLanguageCatalogue();
  const add = useAddLanguages();
  const remove = useRemoveLanguages();
  const [removing, setRemoving] = useState<Language | null>(null);
  const [added, setAdded] = useState(false);
  const failure = chosen.error ?? catalogue.error ?? add.error ?? remove.error;
  const confirmRemove = async () => {
    if (removing) await remove.mutateAsync([removing.id]).catch(() => {});
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
            catalogue={catalogue.data}
            chosen={chosen.data}
            busy={add.isPending}
            onAdd={async (languages) => {
              await add.mutateAsync(languages.map((l) => l.id));
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
