import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
} from '@mui/material';
import { REGISTRATION_MESSAGES as M } from '@console/contract';
import { call } from '../../lib/api-client';
import { useLabels } from '../../lib/labels';
import { useOwnerId } from '../../lib/owner-scope';
import { useScopedQuery } from '../../lib/query';
import { STEP_FIELDS, useRegistrationForm, type RegistrationForm } from './registration-form';
import { ApiPanel, DetailsPanel, DocsPanel } from './registration-panels';
import { SaveDialogs } from './registration-dialogs';
import { useSubmitRegistration } from './use-submit-registration';

/** What the server says of a name or code (checkmsdup); true when it is free. */
async function isFree(reg: RegistrationForm, ownerId: number | undefined, type: 'name' | 'code') {
  const value = String(reg.form.getValues(type) ?? '');
  const id = Number(reg.form.getValues('id') ?? 0);
  const out = await call('registrations.checkDuplicate', { ownerId, id, type, value });
  if (out.exists) reg.form.setError(type, { type: 'server', message: out.message }, { shouldFocus: true });
  return !out.exists;
}

/**
 * The checks of each step before Next (002 section 5): the step's fields, then step 1 CPU and memory
 * within the plan (ISCPU, ISMEM) and a free name, step 2 the endpoint created and a free code, step 3
 * both files picked.
 */
export function useStepChecks(reg: RegistrationForm, limits?: { cpu: number; memory: number }) {
  const ownerId = useOwnerId();
  const [endpointMissing, setEndpointMissing] = useState(false);
  const { form } = reg;
  const checks = [
    async () => {
      if (!(await form.trigger([...STEP_FIELDS[0]]))) return false;
      const v = form.getValues();
      let ok = true;
      if (limits && Number(v.resourceCpu) > limits.cpu) {
        form.setError('resourceCpu', { type: 'limit', message: M.ISCPU });
        ok = false;
      }
      if (limits && Number(v.resourceMemory) > limits.memory) {
        form.setError('resourceMemory', { type: 'limit', message: M.ISMEM });
        ok = false;
      }
      return ok && isFree(reg, ownerId, 'name');
    },
    async () => {
      if (!(await form.trigger([...STEP_FIELDS[1]]))) return false;
      setEndpointMissing(reg.endpoint === '');
      return reg.endpoint !== '' && isFree(reg, ownerId, 'code');
    },
    async () => {
      const v = form.getValues();
      let ok = true;
      if (!reg.files.model && !v.modelImageUrl) {
        form.setError('modelImageUrl', { type: 'required', message: M.MODEL_REQ });
        ok = false;
      }
      if (!reg.files.docs && !v.docsYamlUrl) {
        form.setError('docsYamlUrl', { type: 'required', message: M.YAML_REQ });
        ok = false;
      }
      return ok;
    },
  ];
  return { checks, endpointMissing };
}

/** Register: Microservice Details, API Details, Documentation Details (002 section 2.8). */
export function RegistrationWizard({ onClose }: { onClose: () => void }) {
  const t = useLabels('REG_MS');
  const reg = useRegistrationForm();
  const limits = useScopedQuery('registrations.limits', {}).data;
  const submitter = useSubmitRegistration(reg);
  const { checks, endpointMissing } = useStepChecks(reg, limits);
  const [step, setStep] = useState(0);
  const steps = [t('STEP_DETAILS'), t('STEP_API'), t('STEP_DOCS')];
  const busy = submitter.busy || reg.form.formState.isSubmitting;

  const next = async () => {
    if (await checks[step]!()) setStep(step + 1);
  };
  const save = async () => {
    if (!(await checks[2]!())) return;
    // The files are checked above; the URLs they get at upload are not known yet.
    const values = reg.form.getValues();
    const at = await submitter.submit(values);
    if (at !== null) setStep(at);
  };

  return (
    <Dialog
      open
      maxWidth="md"
      fullWidth
      onClose={() => !busy && onClose()}
      aria-labelledby="registration-wizard-title"
    >
      <DialogTitle id="registration-wizard-title">{t('REGISTER_TITLE')}</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <DetailsPanel reg={reg} disabled={busy} limits={limits} />}
        {step === 1 && (
          <ApiPanel
            reg={reg}
            disabled={busy}
            teamspaceCode={limits?.teamspaceCode ?? ''}
            locked={false}
            endpointMissing={endpointMissing}
          />
        )}
        {step === 2 && <DocsPanel reg={reg} disabled={busy} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {step === 0 ? (
          <Button onClick={onClose} disabled={busy}>
            {t('CANCEL')}
          </Button>
        ) : (
          <Button onClick={() => setStep(step - 1)} disabled={busy}>
            {t('BACK')}
          </Button>
        )}
        {step < 2 ? (
          <Button variant="contained" onClick={() => void next()} disabled={busy}>
            {t('NEXT')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {t('SAVE')}
          </Button>
        )}
      </DialogActions>
      <SaveDialogs submitter={submitter} onDone={onClose} />
    </Dialog>
  );
}
