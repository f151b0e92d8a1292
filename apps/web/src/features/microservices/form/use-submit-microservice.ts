import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { microserviceSaveInput, type Microservice } from '@console/contract';
import { releasePendingImage, type ImageValue } from '../../../components/image-upload-field';
import { ApiError, uploadImage } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useOwnerId } from '../../../lib/owner-scope';
import { useCallMutation } from '../../../lib/query';
import {
  EMPTY_VALUES,
  saveTargetOf,
  toSaveInput,
  type FormMode,
  type MicroserviceFormValues,
} from './form-values';
import { isDataClass, sectionOfField, type SectionId } from './step-rules';
import { thrownMessage } from '../../../lib/error-text';

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

/**
 * Saving the form: checks the whole body with the contract's schema, uploads a newly chosen icon,
 * saves, and puts problems where they belong (fields, the icon, or the banner). An assigned
 * microservice only changes its access type.
 */
export function useSubmitMicroservice({ mode, initial, form, icon, onIconChange, onSaved }: SubmitOptions) {
  const t = useLabels('MIC_SET');
  const m = useMessages('MIC_SET');
  const ownerId = useOwnerId();
  const save = useCallMutation('microservices.save');
  const updateAccess = useCallMutation('microservices.updateAssignedAccess');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [iconError, setIconError] = useState<string>();

  /** Shows each message under its field; answers the section of the first. */
  const place = (problems: [string, string][]): SectionId | undefined => {
    for (const [path, message] of problems)
      form.setError(path as FieldPath<MicroserviceFormValues>, { type: 'validate', message });
    return problems.map(([path]) => sectionOfField(path)).find(Boolean);
  };

  /** A failed save on the form: field errors on their fields, the status and message in the banner. */
  const failed = (error: unknown): SubmitResult => {
    const { banner: rest, placed } = applyServerError(error, form.setError, {
      fields: (field) => field in EMPTY_VALUES,
      messageOf: m.of,
    });
    if (!(error instanceof ApiError)) {
      setBanner({ message: rest ?? '' });
      return { saved: false };
    }
    const clash = error.code === 'NAME_EXIST';
    setBanner({
      title: `${t('SAVE_FAILED')} (${error.status})`,
      // 000 section 8: a clash of a copy is the duplicate-conflict alert.
      message: clash ? m(mode === 'duplicate' ? 'DUP_CONFLICT' : 'NAME_EXIST') : (rest ?? error.message),
    });
    return { saved: false, section: clash ? 'basic' : placed.map(sectionOfField).find(Boolean) };
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
        onSaved({ id: initial.id, message: m('UPDATED') });
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
      setIconError(thrownMessage(error));
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
