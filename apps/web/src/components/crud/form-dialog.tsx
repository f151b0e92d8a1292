import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { Breakpoint } from '@mui/material/styles';
import type { CallOutput } from '@console/contract';
import { useRecordQuery, type RecordCallName } from '../../lib/query';
import { CentredSpinner } from './centred-spinner';

interface FormDialogProps {
  title: string;
  maxWidth?: Breakpoint;
  onClose: () => void;
  /** While the edited record loads: its error, or a spinner named `label`; null once the form shows. */
  loading?: { error: Error | null; label: string } | null;
  children: ReactNode;
}

/** The add or edit dialog of a record: title, then the form or its loading state. */
export function FormDialog({ title, maxWidth = 'sm', onClose, loading, children }: FormDialogProps) {
  const titleId = `form-dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog open maxWidth={maxWidth} fullWidth onClose={() => onClose()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {loading ? (
        <DialogContent dividers>
          {loading.error ? (
            <Alert severity="error">{loading.error.message}</Alert>
          ) : (
            <CentredSpinner label={loading.label} />
          )}
        </DialogContent>
      ) : (
        children
      )}
    </Dialog>
  );
}

interface RecordEditDialogProps<N extends RecordCallName> extends Omit<
  FormDialogProps,
  'loading' | 'children'
> {
  /** The info call that reads the edited record, and its id. */
  call: N;
  id: number;
  /** The dialog's body, once the record is read. */
  children: (record: CallOutput<N>) => ReactNode;
}

/** An edit dialog over a record read by its info call: the record's loading state (named as the dialog), then the body. */
export function RecordEditDialog<N extends RecordCallName>({
  call,
  id,
  children,
  ...props
}: RecordEditDialogProps<N>) {
  const info = useRecordQuery(call, id);
  const record = info.data as CallOutput<N> | undefined;
  return (
    <FormDialog {...props} loading={record ? null : { error: info.error, label: props.title }}>
      {record && children(record)}
    </FormDialog>
  );
}

interface FormDialogBodyProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  busy: boolean;
  /** Submit stays disabled (Cancel does not) until the form may be sent: terms not accepted ... */
  submitDisabled?: boolean;
  /** A failed save's message that belongs to no field (a network failure included). */
  banner: string | null;
  /** An information line above the fields (a platform row that saving copies ...). */
  hint?: string | null;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}

/** The body of a form dialog: the banner and hint, the fields, then Cancel and the submit button. */
export function FormDialogBody(props: FormDialogBodyProps) {
  const { onSubmit, onCancel, busy, banner, hint, cancelLabel, submitLabel, children } = props;
  const { submitDisabled = false } = props;
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent dividers>
        <Stack spacing={2}>
          {hint && <Alert severity="info">{hint}</Alert>}
          {banner && (
            <Alert severity="error" role="alert">
              {banner}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <CancelActions label={cancelLabel} onCancel={onCancel} busy={busy}>
        <Button type="submit" variant="contained" disabled={busy || submitDisabled}>
          {submitLabel}
        </Button>
      </CancelActions>
    </form>
  );
}

/** A form dialog's buttons: Cancel (disabled while it saves), then the dialog's own (Save, Submit). */
export function CancelActions(props: {
  label: string;
  onCancel: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button onClick={props.onCancel} disabled={props.busy}>
        {props.label}
      </Button>
      {props.children}
    </DialogActions>
  );
}
