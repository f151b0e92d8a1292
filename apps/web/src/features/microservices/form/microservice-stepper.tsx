import { useState } from 'react';
import { Box, Button, DialogActions, DialogContent, Step, StepButton, Stepper } from '@mui/material';
import type { Microservice } from '@console/contract';
import { PHONE_STEPS } from '../../../components/crud/record-wizard-dialog';
import { SaveButton } from '../../../components/crud/save-button';
import { useLabels } from '../../../lib/labels';
import { FormDialogFrame, useMicroserviceDialog } from './form-dialog-frame';
import { SectionFields } from './section-fields';
import { stepsFor } from './step-rules';

interface MicroserviceStepperProps {
  mode: 'add' | 'duplicate';
  /** duplicate: the catalogue microservice copied. */
  initial?: Microservice;
  onClose: () => void;
  onSaved: (result: { id: number; message: string }) => void;
}

/**
 * Add or duplicate a microservice step by step (000 section 2.6): 8 steps for class CLASS_DATA, else 7.
 * Next checks the current step's part of the contract schema; Save checks and sends the whole body.
 */
export function MicroserviceStepper({ mode, initial, onClose, onSaved }: MicroserviceStepperProps) {
  const t = useLabels('MIC_SET');
  const dialog = useMicroserviceDialog({ mode, initial, firstScope: 'basic', onClose, onSaved });
  const { form, setScope, submitter, busy, close } = dialog;
  const steps = stepsFor(dialog.classCode);
  const [active, setActive] = useState(0);
  // The furthest step reached: steps up to it can be opened directly (Save checks every step again).
  const [reached, setReached] = useState(0);
  const index = Math.min(active, steps.length - 1);
  const step = steps[index]!;
  const last = index === steps.length - 1;

  const goTo = (next: number) => {
    const target = steps[next];
    if (!target) return;
    setScope(target.id);
    setActive(next);
    setReached((r) => Math.max(r, next));
  };
  const next = async () => {
    if (await form.trigger()) goTo(index + 1);
  };
  const save = async () => {
    if (!(await form.trigger())) return;
    const result = await submitter.submit(form.getValues());
    const at = steps.findIndex((s) => s.id === result.section);
    if (!result.saved && at >= 0) goTo(at);
  };

  return (
    <FormDialogFrame title={t(mode === 'duplicate' ? 'DUPLICATE_TITLE' : 'ADD_TITLE')} dialog={dialog}>
      {/* One height for every step, so the dialog does not jump as the steps change. */}
      <DialogContent dividers sx={{ height: 'min(600px, calc(100vh - 240px))' }}>
        <Stepper nonLinear activeStep={index} alternativeLabel sx={{ mb: 3, ...PHONE_STEPS }}>
          {steps.map((s, i) => (
            <Step key={s.id} completed={i < index || (i <= reached && i !== index)}>
              <StepButton onClick={() => goTo(i)} disabled={i === index || i > reached || busy}>
                {t(s.label)}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        <Box role="region" aria-label={t(step.label)}>
          <SectionFields id={step.id} {...dialog.fields} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {index === 0 ? (
          <Button onClick={close} disabled={busy}>
            {t('FORM_CANCEL')}
          </Button>
        ) : (
          <Button onClick={() => goTo(index - 1)} disabled={busy}>
            {t('FORM_BACK')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {last ? (
          <SaveButton
            busy={busy}
            onClick={save}
            labels={{ save: t('FORM_SAVE'), saving: t('FORM_SAVING') }}
          />
        ) : (
          <Button variant="contained" onClick={next} disabled={busy}>
            {t('FORM_NEXT')}
          </Button>
        )}
      </DialogActions>
    </FormDialogFrame>
  );
}
