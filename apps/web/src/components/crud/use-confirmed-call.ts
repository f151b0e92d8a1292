import { useState } from 'react';
import type { CallOutput } from '@console/contract';
import type { Area } from '../../lib/call-key';
import { useCallMutation, type ScopedCallName, type ScopedInput } from '../../lib/query';
import type { ScreenLabels } from './crud-table';

interface ConfirmedCallOptions<N extends ScopedCallName> {
  /** The confirmation's title, message and buttons. */
  texts: { title: string; message: string; confirmLabel: string; cancelLabel: string };
  /** Other areas whose queries change with the call. */
  invalidates?: Area[];
  onSuccess?: (output: CallOutput<N>) => void;
  /** The call failed: its message. */
  onError?: (message: string) => void;
}

/** A confirmation's texts: its title and message, the confirm button (the title unless given) and Cancel. */
export const confirmTexts = (
  t: ScreenLabels<'CANCEL'>,
  title: string,
  message: string,
  confirmLabel = title,
) => ({ title, message, confirmLabel, cancelLabel: t('CANCEL') });

/**
 * A state-changing call behind a confirmation: `ask(input)` opens the confirmation, its confirm button
 * makes the call (busy meanwhile) and the confirmation closes once the call settles. Spread `dialog`
 * into `ConfirmDialog`.
 */
export function useConfirmedCall<N extends ScopedCallName>(name: N, options: ConfirmedCallOptions<N>) {
  const call = useCallMutation(name, { invalidates: options.invalidates });
  const [input, setInput] = useState<ScopedInput<N> | null>(null);
  const close = () => setInput(null);
  const confirm = () => {
    if (input === null) return;
    call.mutate(input, {
      onSuccess: (output) => options.onSuccess?.(output),
      onError: (error) => options.onError?.(error.message),
      onSettled: close,
    });
  };
  return {
    ask: (next: ScopedInput<N>) => setInput(next),
    /** The last call's failure, until the next call. */
    error: call.error,
    dialog: {
      ...options.texts,
      open: input !== null,
      busy: call.isPending,
      onConfirm: confirm,
      onCancel: close,
    },
  };
}
