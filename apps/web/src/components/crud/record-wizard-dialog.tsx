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
  const [index, setIndex] = useState(0);
  const [reached, setReached] = useState(direct ? steps.length - 1 : 0);
  const values = useWatch({ control: form.control }) as I;
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const goTo = (next: number) => {
    setIndex(next);
    setReached((r) => Math.max(r, next));
  };
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
        <Stepper nonLinear activeStep={index} alternativeLabel sx={{ mb: 3, ...PHONE_STEPS }}>
          {steps.map((s, i) => (
            <Step key={s.id} completed={i !== index && i <= reached}>
              <StepButton onClick={() => goTo(i)} disabled={i === index || i > reached || busy}>
                {s.label}
              </StepButton>
            </Step>
          ))}
        </Stepper>
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
        {index === 0 ? (
          <Button onClick={props.onClose} disabled={busy}>
            {labels.cancel}
          </Button>
        ) : (
          <Button onClick={() => goTo(index - 1)} disabled={busy}>
            {labels.back}
          </Button>
        )}
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
