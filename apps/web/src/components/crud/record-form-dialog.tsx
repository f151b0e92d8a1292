import { useState, type ReactNode } from 'react';
import type { Breakpoint } from '@mui/material/styles';
import type { Control, DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { CallOutput } from '@console/contract';
import type { ScopedCallName } from '../../lib/query';
import { FormFields, type FieldSpec } from '../form-fields';
import { ErrorDialog } from './error-dialog';
import { FormDialog, FormDialogBody } from './form-dialog';
import { SuccessDialog } from './success-dialog';
import { useRecordForm, type RecordFormOptions } from './use-record-form';

/** What a save answered and the values it saved. */
export interface Saved<N extends ScopedCallName, O> {
  output: CallOutput<N>;
  values: O;
}

/** What a dialog that creates or edits a record through its save call takes (`RecordFormDialog`, `RecordWizardDialog`). */
export interface RecordDialogProps<I extends FieldValues, O, N extends ScopedCallName> extends Omit<
  RecordFormOptions<I, O, N>,
  'initial' | 'onSaved'
> {
  title: string;
  maxWidth?: Breakpoint;
  /** The form's values; null while the edited record loads. */
  initial: DefaultValues<I> | null;
  /** The record's load failure, shown instead of the form. */
  loadError?: Error | null;
  /** The success dialog's message (the catalogue's Successfully Created or Updated ...). */
  successMessage: (saved: Saved<N, O>) => string;
  onClose: () => void;
}

interface RecordFormDialogProps<I extends FieldValues, O, N extends ScopedCallName> extends RecordDialogProps<
  I,
  O,
  N
> {
  /** An information line above the fields. */
  hint?: string | null;
  labels: { cancel: string; submit: string; done: string; loading: string };
  /**
   * A failure that names no field of the form in the spec's Error dialog (its title and Okay) instead of
   * the form's banner (001 section 8, subscriptions).
   */
  errorDialog?: { title: string; okayLabel: string };
  /** A heading above the success message ('Subscription Plan Added!' ...). */
  successTitle?: (saved: Saved<N, O>) => string;
  /** Done in the success dialog; closes by default. */
  onDone?: (saved: Saved<N, O>) => void;
  /** The inputs (one component for create and edit, as react-admin's CompanyInputs). */
  children?: (form: UseFormReturn<I, unknown, O>, busy: boolean) => ReactNode;
  /** Or the inputs as declared fields, in `FormFields` bound to the form and disabled while it saves. */
  fields?: (form: UseFormReturn<I, unknown, O>, busy: boolean) => FieldSpec<I>[];
}

/**
 * Create (id 0) or edit a record: the dialog with its loading state, the form over the contract's
 * schema bound to the save call (field errors on fields, the rest in the banner), then the success
 * dialog with Done.
 */
export function RecordFormDialog<I extends FieldValues, O, N extends ScopedCallName>(
  props: RecordFormDialogProps<I, O, N>,
) {
  return (
    <RecordDialogShell<N, O> {...props} ready={props.initial !== null} loadingLabel={props.labels.loading}>
      {(onSaved) => props.initial && <RecordForm {...props} initial={props.initial} onSaved={onSaved} />}
    </RecordDialogShell>
  );
}

interface RecordDialogShellProps<N extends ScopedCallName, O> {
  title: string;
  maxWidth?: Breakpoint;
  /** False while the edited record loads (a spinner, or `loadError`). */
  ready: boolean;
  loadError?: Error | null;
  loadingLabel: string;
  labels: { done: string };
  successMessage: (saved: Saved<N, O>) => string;
  successTitle?: (saved: Saved<N, O>) => string;
  onClose: () => void;
  onDone?: (saved: Saved<N, O>) => void;
  /** The form, given what to call once it has saved. */
  children: (onSaved: (output: CallOutput<N>, values: O) => void) => ReactNode;
}

/** A record's add or edit dialog around its form: loading, the form, then the success dialog with Done. */
export function RecordDialogShell<N extends ScopedCallName, O>(props: RecordDialogShellProps<N, O>) {
  const [saved, setSaved] = useState<Saved<N, O> | null>(null);
  if (saved)
    return (
      <SuccessDialog
        open
        title={props.successTitle?.(saved)}
        message={props.successMessage(saved)}
        doneLabel={props.labels.done}
        onDone={() => (props.onDone ? props.onDone(saved) : props.onClose())}
      />
    );
  return (
    <FormDialog
      title={props.title}
      maxWidth={props.maxWidth}
      onClose={props.onClose}
      loading={props.ready ? null : { error: props.loadError ?? null, label: props.loadingLabel }}
    >
      {props.ready && props.children((output, values) => setSaved({ output, values }))}
    </FormDialog>
  );
}

function RecordForm<I extends FieldValues, O, N extends ScopedCallName>(
  props: RecordFormDialogProps<I, O, N> & RecordFormOptions<I, O, N> & { initial: DefaultValues<I> },
) {
  const { form, submit, banner, clearBanner, busy } = useRecordForm<I, O, N>(props);
  const dialog = props.errorDialog;
  return (
    <FormDialogBody
      onSubmit={submit}
      onCancel={props.onClose}
      busy={busy}
      banner={dialog ? null : banner}
      hint={props.hint}
      cancelLabel={props.labels.cancel}
      submitLabel={props.labels.submit}
    >
      {props.fields && (
        <FormFields
          control={form.control as unknown as Control<I>}
          disabled={busy}
          fields={props.fields(form, busy)}
        />
      )}
      {props.children?.(form, busy)}
      {dialog && (
        <ErrorDialog
          message={banner}
          title={dialog.title}
          okayLabel={dialog.okayLabel}
          onClose={clearBanner}
        />
      )}
    </FormDialogBody>
  );
}
