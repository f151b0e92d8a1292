import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { SuccessDialog } from '../../../components/crud/success-dialog';
import type { ScreenLabels } from './screen-labels';

interface FormDialogProps {
  titleId: string;
  title: string;
  maxWidth: 'sm' | 'md';
  onClose: () => void;
  /** While the edited record loads: its error, or a spinner named `label`; null once the form shows. */
  loading?: { error: Error | null; label: string } | null;
  children: ReactNode;
}

/** The add or edit dialog of a localisation record: title, then the form or its loading state. */
export function FormDialog({ titleId, title, maxWidth, onClose, loading, children }: FormDialogProps) {
  return (
    <Dialog open maxWidth={maxWidth} fullWidth onClose={() => onClose()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {loading ? (
        <DialogContent dividers>
          {loading.error ? (
            <Alert severity="error">{loading.error.message}</Alert>
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label={loading.label} />
            </Box>
          )}
        </DialogContent>
      ) : (
        children
      )}
    </Dialog>
  );
}

interface SavedDialogProps {
  t: ScreenLabels<'CREATED' | 'UPDATED' | 'DONE'>;
  created: boolean;
  onDone: () => void;
}

/** The success dialog after a save: created or updated, and Done. */
export function SavedDialog({ t, created, onDone }: SavedDialogProps) {
  return (
    <SuccessDialog open message={t(created ? 'CREATED' : 'UPDATED')} doneLabel={t('DONE')} onDone={onDone} />
  );
}
