import type { ComponentProps } from 'react';
import { Alert, Button } from '@mui/material';
import type { CallOutput } from '@console/contract';
import type { Area } from '../../lib/call-key';
import { useCallMutation, type ScopedCallName, type ScopedInput } from '../../lib/query';
import { ActionDialog } from './action-dialog';

interface CallActionDialogProps<N extends ScopedCallName> extends Omit<
  ComponentProps<typeof ActionDialog>,
  'actions'
> {
  /** The one call the dialog makes with what was picked. */
  call: N;
  /** Other areas read again on success (`false`: not even the call's own, as for an export). */
  invalidates?: Area[] | false;
  /** The call's input, or null while nothing is picked (the button is disabled then). */
  input: ScopedInput<N> | null;
  /** The button's caption (Assign, Add, Continue ...). */
  submitLabel: string;
  /** A failure's text (the server's message by default), shown above the picks. */
  errorText?: (error: Error) => string;
  onDone: (output: CallOutput<N>) => void;
}

/**
 * An `ActionDialog` that picks something and acts on it with one call: the button is disabled until
 * something is picked and while the call runs, a failure shows above the picks, closing forgets it.
 */
export function CallActionDialog<N extends ScopedCallName>(props: CallActionDialogProps<N>) {
  const { call, invalidates, input, submitLabel, errorText, onDone, children, ...dialog } = props;
  const mutation = useCallMutation(call, { invalidates });
  const error = mutation.error;
  return (
    <ActionDialog
      {...dialog}
      onClose={() => {
        mutation.reset();
        dialog.onClose();
      }}
      actions={
        <Button
          variant="contained"
          disabled={!input || mutation.isPending}
          onClick={() => input && mutation.mutate(input, { onSuccess: (output) => onDone(output) })}
        >
          {submitLabel}
        </Button>
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText ? errorText(error) : error.message}
        </Alert>
      )}
      {children}
    </ActionDialog>
  );
}
