import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, Step, StepButton, Stepper } from '@mui/material';
import {
  useWatch,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { ScopedCallName } from '../../lib/query';
import { RecordDialogShell, type RecordDialogProps } from './record-form-dialog';
import { SaveButton } from './save-button';
import { useRecordForm, type RecordFormOptions } from './use-record-form';

/** On a phone only the current step's name shows under the numbers; the others stay for screen readers. */
export const PHONE_STEPS = {
  '& .MuiStepLabel-label:not(.Mui-active)': {
    position: { xs: 'absolute', sm: 'static' },
    width: { xs: '1px', sm: 'auto' },
    height: { xs: '1px', sm: 'auto' },
    overflow: { xs: 'hidden', sm: 'visible' },
    clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
  },
} as const;

/** Where a wizard is: the step shown, the furthest reached (steps up to it open directly), and how to move. */
export interface Wizard {
  index: number;
  reached: number;
  last: boolean;
  goTo: (step: number) => void;
}

/**
 * A wizard of `count` steps (every one reached when `direct`); `onGo` hears of each move. The step shown
 * stays within the steps when their number shrinks.
 */
export function useWizard(count: number, options: { direct?: boolean; onGo?: (step: number) => void } = {}) {
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(options.direct ? count - 1 : 0);
  const index = Math.min(active, count - 1);
  const goTo = (step: number) => {
    options.onGo?.(step);
    setActive(step);
    setReached((r) => Math.max(r, step));
  };
  return { index, reached, last: index === count - 1, goTo };
}

/** The wizard's steps across the top: each reached one opens with a click (not while saving). */
export function WizardStepper(props: {
  wizard: Wizard;
  steps: ReadonlyArray<{ id: string; label: string }>;
  busy: boolean;
}) {
  const { index, reached, goTo } = props.wizard;
  return (
    <Stepper nonLinear activeStep={index} alternativeLabel sx={{ mb: 3, ...PHONE_STEPS }}>
      {props.steps.map((s, i) => (
        <Step key={s.id} completed={i !== index && i <= reached}>
          <StepButton onClick={() => goTo(i)} disabled={i === index || i > reached || props.busy}>
            {s.label}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}

/** Cancel on the wizard's first step, Back on the others. */
export function WizardBackButton(props: {
  wizard: Wizard;
  busy: boolean;
  onCancel: () => void;
  labels: { cancel: string; back: string };
}) {
  const { index, goTo } = props.wizard;
  return index === 0 ? (
    <Button onClick={props.onCancel} disabled={props.busy}>
      {props.labels.cancel}
    </Button>
  ) : (
    <Button onClick={() => goTo(index - 1)} disabled={props.busy}>
      {props.labels.back}
    </Button>
  );
}

/** A step of a wizard: its caption and the fields it edits (Next checks those). */
export interface WizardStep<I extends FieldValues> {
  id: string;
  label: string;
  fields: readonly FieldPath<I>[];
}

interface RecordWizardDialogProps<
  I extends FieldValues,
  O,
  N extends ScopedCallName,
> extends RecordDialogProps<I, O, N> {
  steps: readonly WizardStep<I>[];
  /** Every step open and Save offered from the first (an edit goes straight to save). */
  direct?: boolean;
  /** Whether Next may be pressed with these values (the form's own rule, e.g. a name typed). */
  canGoOn?: (values: I) => boolean;
  labels: {
    cancel: string;
    back: string;
    next: string;
    save: string;
    saving: string;
    done: string;
    loading: string;
  };
  /** The inputs of step `step`. */
  children: (step: string, form: UseFormReturn<I, unknown, O>, busy: boolean) => ReactNode;
}

/**
 * Create or edit a record step by step: the form over the contract's schema bound to the save call, a
 * stepper whose Next checks the current step's fields, Back, and Save on the last step (on every step
 * when `direct`), then the success dialog. A failed save opens the first step with a message.
 */
export function RecordWizardDialog<I extends FieldValues, O, N extends ScopedCallName>(
  props: RecordWizardDialogProps<I, O, N>,
) {
  return (
    <RecordDialogShell<N, O>
      {...props}
      maxWidth={props.maxWidth ?? 'md'}
      ready={props.initial !== null}
      loadingLabel={props.labels.loading}
    >
      {(onSaved) => props.initial && <WizardForm {...props} initial={props.initial} onSaved={onSaved} />}
    </RecordDialogShell>
  );
}

function WizardForm<I extends FieldValues, O, N extends ScopedCallName>(
  props: RecordWizardDialogProps<I, O, N> & RecordFormOptions<I, O, N> & { initial: DefaultValues<I> },
) {
  const { form, submit, banner, busy } = useRecordForm<I, O, N>(props);
  const { steps, labels, direct = false } = props;
  const wizard = useWizard(steps.length, { direct });
  const { index, last, goTo } = wizard;
  const values = useWatch({ control: form.control }) as I;
  const step = steps[index]!;
  const next = async () => {
    if (await form.trigger(step.fields as FieldPath<I>[])) goTo(index + 1);
  };
  const save = async () => {
    await submit();
    // Read from the form's store (formState here would be this render's copy).
    const failed = steps.findIndex((s) => s.fields.some((f) => form.getFieldState(f).invalid));
    if (failed >= 0 && failed !== index) goTo(failed);
  };
  return (
    <>
      <DialogContent dividers sx={{ minHeight: 'min(520px, calc(100vh - 240px))' }}>
        <WizardStepper wizard={wizard} steps={steps} busy={busy} />
        {banner && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {banner}
          </Alert>
        )}
        <Box role="region" aria-label={step.label}>
          {props.children(step.id, form, busy)}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <WizardBackButton wizard={wizard} busy={busy} onCancel={props.onClose} labels={labels} />
        <Box sx={{ flex: 1 }} />
        {!last && (
          <Button
            variant={direct ? 'outlined' : 'contained'}
            onClick={() => void next()}
            disabled={busy || (props.canGoOn ? !props.canGoOn(values) : false)}
          >
            {labels.next}
          </Button>
        )}
        {(last || direct) && (
          <SaveButton
            busy={busy}
            onClick={() => void save()}
            labels={{ save: labels.save, saving: labels.saving }}
          />
        )}
      </DialogActions>
    </>
  );
}
