import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { microserviceSaveInput, type Microservice } from '@console/contract';
import { releasePendingImage, type ImageValue } from '../../../components/image-upload-field';
import { ApiError, uploadImage } from '../../../lib/api-client';
import { useLabels } from '../../../lib/labels';
import { useOwnerId } from '../../../lib/owner-scope';
import { useSaveMicroservice } from '../api/save-microservice';
import { useUpdateAssignedAccess } from '../api/update-assigned-access';
import { saveTargetOf, toSaveInput, type FormMode, type MicroserviceFormValues } from './form-values';
import { isDataClass, sectionOfField, type SectionId } from './step-rules';

/** The banner above the form: the server's status and message of a failed save. */
export interface Banner {
  title?: string;
  message: string;
}

export interface SubmitResult {
  saved: boolean;
  /** The section holding the first problem, to show it. */
  section?: SectionId;
}

interface SubmitOptions {
  mode: FormMode;
  initial: Microservice | undefined;
  form: UseFormReturn<MicroserviceFormValues>;
  icon: ImageValue;
  onIconChange: (icon: ImageValue) => void;
  onSaved: (result: { id: number; message: string }) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Saving the form: checks the whole body with the contract's schema, uploads a newly chosen icon,
 * saves, and puts problems where they belong (fields, the icon, or the banner). An assigned
 * microservice only changes its access type.
 */
export function useSubmitMicroservice({ mode, initial, form, icon, onIconChange, onSaved }: SubmitOptions) {
  const t = useLabels('MIC_SET');
  const ownerId = useOwnerId();
  const save = useSaveMicroservice();
  const updateAccess = useUpdateAssignedAccess();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [iconError, setIconError] = useState<string>();

  /** Shows each message under its field; answers the section of the first. */
  const place = (problems: [string, string][]): SectionId | undefined => {
    for (const [path, message] of problems)
      form.setError(path as FieldPath<MicroserviceFormValues>, { type: 'validate', message });
    return problems.map(([path]) => sectionOfField(path)).find(Boolean);
  };

  const failed = (error: unknown): SubmitResult => {
    if (!(error instanceof ApiError)) {
      setBanner({ message: messageOf(error) });
      return { saved: false };
    }
    const title = `${t('SAVE_FAILED')} (${error.status})`;
    if (error.code === 'NAME_EXIST') {
      const message = mode === 'duplicate' ? t('DUP_CONFLICT') : t('NAME_EXIST');
      setBanner({ title, message });
      place(Object.keys(error.fieldErrors).map((field) => [field, t('NAME_EXIST')]));
      return { saved: false, section: 'basic' };
    }
    setBanner({ title, message: error.message });
    return {
      saved: false,
      section: place(
        Object.entries(error.fieldErrors).map(([path, messages]) => [path, messages[0] ?? error.message]),
      ),
    };
  };

  const uploadIcon = async (): Promise<string> => {
    if (!icon.pending) return icon.url ?? '';
    const url = await uploadImage(icon.pending.file);
    releasePendingImage(icon.pending);
    onIconChange({ url, pending: null });
    form.setValue('iconUrl', url);
    return url;
  };

  const run = async (values: MicroserviceFormValues): Promise<SubmitResult> => {
    setBanner(null);
    setIconError(undefined);
    if (mode === 'edit' && initial?.microType === 'ASSIGN') {
      try {
        await updateAccess.mutateAsync({ functionId: initial.id, accessType: values.accessType });
        onSaved({ id: initial.id, message: t('UPDATED') });
        return { saved: true };
      } catch (error) {
        return failed(error);
      }
    }
    const body = toSaveInput(
      { ...values, iconUrl: icon.url ?? '' },
      saveTargetOf(mode, initial, ownerId),
      isDataClass(values.classCode),
    );
    const checked = microserviceSaveInput.safeParse(body);
    if (!checked.success) {
      setBanner({ message: t('FIX_ERRORS') });
      return { saved: false, section: place(checked.error.issues.map((i) => [i.path.join('.'), i.message])) };
    }
    let iconUrl: string;
    try {
      iconUrl = await uploadIcon();
    } catch (error) {
      setIconError(messageOf(error));
      return { saved: false, section: 'basic' };
    }
    try {
      const result = await save.mutateAsync({ ...body, iconUrl });
      onSaved(result);
      return { saved: true };
    } catch (error) {
      return failed(error);
    }
  };

  const [working, setWorking] = useState(false);
  const submit = async (values: MicroserviceFormValues): Promise<SubmitResult> => {
    setWorking(true);
    try {
      return await run(values);
    } finally {
      setWorking(false);
    }
  };

  return { submit, banner, clearBanner: () => setBanner(null), iconError, busy: working };
}
