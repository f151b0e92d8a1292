import { useState } from 'react';
import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { SuccessDialog } from '../../../components/success-dialog';
import { useLabels } from '../../../lib/labels';
import type { MessageKind } from './message-kinds';
import { MessageForm } from './message-form';
import type { MessageFormValues } from './message-types';

const EMPTY: MessageFormValues = {
  id: 0,
  screenCode: '',
  screenName: '',
  code: '',
  orderNumber: '',
  text: '',
  description: '',
  translations: [],
  effectAllOwners: false,
};

/** Add (id 0) or edit a label or error: the record with its translations is loaded first. */
export function MessageFormDialog({
  kind,
  id,
  onClose,
}: {
  kind: MessageKind;
  id: number;
  onClose: () => void;
}) {
  const t = useLabels(kind.screen);
  const info = kind.useInfo(id > 0 ? id : null);
  const [saved, setSaved] = useState<'CREATED' | 'UPDATED' | null>(null);
  if (saved) return <SuccessDialog open message={t(saved)} doneLabel={t('DONE')} onDone={onClose} />;

  const initial: MessageFormValues | null =
    id === 0 ? EMPTY : info.data ? { ...EMPTY, ...info.data, effectAllOwners: false } : null;
  return (
    <Dialog open maxWidth="md" fullWidth onClose={onClose} aria-labelledby="message-form-title">
      <DialogTitle id="message-form-title">{id > 0 ? t('EDIT_TITLE') : t('ADD_TITLE')}</DialogTitle>
      {initial ? (
        <MessageForm
          kind={kind}
          initial={initial}
          inherited={info.data?.source === 'platform'}
          onSaved={setSaved}
          onCancel={onClose}
        />
      ) : (
        <DialogContent dividers>
          {info.error ? (
            <Alert severity="error">{info.error.message}</Alert>
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label={t('EDIT_TITLE')} />
            </Box>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
