import { Box, Button, DialogActions, DialogContent } from '@mui/material';
import type { Microservice } from '@console/contract';
import { useWizard, WizardBackButton, WizardStepper } from '../../../components/crud/record-wizard-dialog';
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
  // Steps up to the furthest reached open directly (Save checks every step again); each checks its own part.
  const wizard = useWizard(steps.length, { onGo: (next) => setScope(steps[next]!.id) });
  const { index, last, goTo } = wizard;
  const step = steps[index]!;

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
        <WizardStepper
          wizard={wizard}
          steps={steps.map((s) => ({ id: s.id, label: t(s.label) }))}
          busy={busy}
        />
        <Box role="region" aria-label={t(step.label)}>
          <SectionFields id={step.id} {...dialog.fields} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <WizardBackButton
          wizard={wizard}
          busy={busy}
          onCancel={close}
          labels={{ cancel: t('FORM_CANCEL'), back: t('FORM_BACK') }}
        />
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
