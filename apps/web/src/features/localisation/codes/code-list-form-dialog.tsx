import { useState } from 'react';
import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { SuccessDialog } from '../../../components/success-dialog';
import { useLabels } from '../../../lib/labels';
import { useCodeListInfo } from '../api/get-code-list';
import { CodeListForm, type CodeListFormValues } from './code-list-form';

const EMPTY: CodeListFormValues = {
  id: 0,
  code: '',
  title: '',
  desc: '',
  subList: 'yes',
  effectAllOwners: false,
};

interface CodeListFormDialogProps {
  id: number;
  onClose: () => void;
  /** After the success dialog of a new list: 002 section 2.4 goes on to its values. */
  onCreated: (id: number) => void;
}

/** Add (id 0) or edit a code list. */
export function CodeListFormDialog({ id, onClose, onCreated }: CodeListFormDialogProps) {
  const t = useLabels('FLEXY_CODE');
  const info = useCodeListInfo(id > 0 ? id : null);
  const [saved, setSaved] = useState<{ id: number; created: boolean } | null>(null);
  if (saved) {
    const done = () => (saved.created ? onCreated(saved.id) : onClose());
    return (
      <SuccessDialog
        open
        message={t(saved.created ? 'CREATED' : 'UPDATED')}
        doneLabel={t('DONE')}
        onDone={done}
      />
    );
  }
  const data = info.data;
  const initial: CodeListFormValues | null =
    id === 0
      ? EMPTY
      : data
        ? {
            id: data.id,
            code: data.code,
            title: data.title,
            desc: data.desc,
            subList: data.subList,
            effectAllOwners: false,
          }
        : null;
  return (
    <Dialog open maxWidth="sm" fullWidth onClose={onClose} aria-labelledby="code-list-form-title">
      <DialogTitle id="code-list-form-title">{id > 0 ? t('EDIT_TITLE') : t('ADD_TITLE')}</DialogTitle>
      {initial ? (
        <CodeListForm
          initial={initial}
          inherited={data?.source === 'platform'}
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
