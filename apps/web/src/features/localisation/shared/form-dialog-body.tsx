import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack } from '@mui/material';

interface FormDialogBodyProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  busy: boolean;
  /** A failed save's message that belongs to no field. */
  alert: string | null;
  /** An information line above the fields (a platform row that saving copies ...). */
  hint?: string | null;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}

/** The body of a localisation form dialog: messages, the fields, then Cancel and the submit button. */
export function FormDialogBody(props: FormDialogBodyProps) {
  const { onSubmit, onCancel, busy, alert, hint, cancelLabel, submitLabel, children } = props;
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent dividers>
        <Stack spacing={2}>
          {hint && <Alert severity="info">{hint}</Alert>}
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
