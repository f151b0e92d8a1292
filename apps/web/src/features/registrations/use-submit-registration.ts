import { useState } from 'react';
import type { CallOutput } from '@console/contract';
import { uploadWithProgress } from '../../lib/api-client';
import { applyServerError } from '../../lib/forms';
import { useCallMutation } from '../../lib/query';
import { STEP_FIELDS, type RegistrationForm, type RegistrationFormValues } from './registration-form';
import { thrownMessage } from '../../lib/error-text';

const ALL_FIELDS: readonly string[] = STEP_FIELDS.flat();

/** Which step (or panel) shows a field: the wizard goes back there when the server refuses it. */
export const stepOf = (field: string) =>
  STEP_FIELDS.findIndex((s) => (s as readonly string[]).includes(field));

/**
 * Save at the last step (002 section 4): the model archive first (when one was picked), then the docs
 * YAML, each with its rounded percentage, then register or update. A refusal lands on its field and
 * in the error dialog; the success dialog follows a save.
 */
export function useSubmitRegistration(reg: RegistrationForm) {
  const save = useCallMutation('registrations.save');
  const [progress, setProgress] = useState<{ file: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<CallOutput<'registrations.save'> | null>(null);

  const upload = async (name: 'registrations.uploadArchive' | 'registrations.uploadDocs', file: File) => {
    setProgress({ file: file.name, percent: 0 });
    const out = await uploadWithProgress(name, file, (percent) => setProgress({ file: file.name, percent }));
    return out.url;
  };

  /** Answers the first step with a refused field, or null (saved, or refused as a whole). */
  const submit = async (values: RegistrationFormValues): Promise<number | null> => {
    let uploading: 'modelImageUrl' | 'docsYamlUrl' | null = null;
    try {
      const { model, docs } = reg.files;
      let { modelImageUrl, docsYamlUrl } = values;
      // Each file once: after a refusal, Save again sends what was already uploaded.
      if (model) {
        uploading = 'modelImageUrl';
        modelImageUrl = await upload('registrations.uploadArchive', model);
        reg.form.setValue('modelImageUrl', modelImageUrl);
        reg.setFiles((f) => ({ ...f, model: null }));
      }
      if (docs) {
        uploading = 'docsYamlUrl';
        docsYamlUrl = await upload('registrations.uploadDocs', docs);
        reg.form.setValue('docsYamlUrl', docsYamlUrl);
        reg.setFiles((f) => ({ ...f, docs: null }));
      }
      uploading = null;
      setProgress(null);
      setSaved(await save.mutateAsync({ ...values, modelImageUrl, docsYamlUrl }));
      return null;
    } catch (error) {
      setProgress(null);
      const rename = uploading ? { fileToUpload: uploading } : undefined;
      const result = applyServerError(error, reg.form.setError, { fields: ALL_FIELDS, rename });
      setFailure(thrownMessage(error));
      const steps = result.placed.map((f) => stepOf(f.split('.')[0]!)).filter((s) => s >= 0);
      return steps.length ? Math.min(...steps) : null;
    }
  };
  return {
    submit,
    busy: progress !== null || save.isPending,
    progress,
    failure,
    clearFailure: () => setFailure(null),
    saved,
  };
}
