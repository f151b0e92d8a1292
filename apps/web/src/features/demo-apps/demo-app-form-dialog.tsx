import { zodResolver } from '@hookform/resolvers/zod';
import { checkOneLogo, demoAppFieldsSchema, saveIdSchema, type DemoAppInfo } from '@console/contract';
import { RecordWizardDialog, type WizardStep } from '../../components/crud/record-wizard-dialog';
import { formValues } from '../../lib/forms';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { saveTexts, useAddEditForm } from '../../components/crud/use-add-edit-form';
import { AdditionalInfoInputs, BasicInfoInputs, type DemoAppFormValues } from './demo-app-inputs';

/** The save input without the owner (the acting owner is added by the call). */
export const demoAppFormSchema = demoAppFieldsSchema.extend({ id: saveIdSchema }).superRefine(checkOneLogo);
const resolver = zodResolver(demoAppFormSchema);

const toValues = (d?: DemoAppInfo): DemoAppFormValues =>
  formValues(d && { ...d, functionIds: d.functions.map((f) => f.id) }, {
    id: 0,
    name: '',
    category: '',
    urlCode: '',
    description: '',
    longDescription: '',
    useCase: '',
    iconCode: '',
    logoUrl: '',
    tags: [],
    keywords: [],
    demoLink: '',
    codeLink: '',
    functionIds: [],
    images: [],
  });

const BASIC = [
  'name',
  'category',
  'urlCode',
  'iconCode',
  'logoUrl',
  'description',
  'longDescription',
] as const;
const ADDITIONAL = ['useCase', 'tags', 'keywords', 'demoLink', 'codeLink', 'functionIds', 'images'] as const;

/**
 * Add a demo app in two steps, Basic info and Additional info (001 sections 2.8 and 4: Next only with a
 * name); edit opens the same steps with Save offered at once.
 */
export function DemoAppFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('DEMO_APPS');
  const m = useMessages('DEMO_APPS');
  // The record, first values, title, load error, field errors and success text, as every add/edit form.
  const { created, record, dialog } = useAddEditForm('demoApps.info', id, toValues, {
    t,
    m,
    ...saveTexts(t),
    fields: [...BASIC, ...ADDITIONAL],
  });
  const steps: WizardStep<DemoAppFormValues>[] = [
    { id: 'basic', label: t('STEP_BASIC'), fields: BASIC },
    { id: 'additional', label: t('STEP_ADDITIONAL'), fields: ADDITIONAL },
  ];
  return (
    <RecordWizardDialog
      {...dialog}
      resolver={resolver}
      save="demoApps.save"
      steps={steps}
      direct={!created}
      canGoOn={(v) => Boolean(v.name?.trim())}
      labels={{
        ...dialog.labels,
        back: t('BACK'),
        next: t('NEXT'),
        save: t('SAVE'),
        saving: t('SAVING'),
      }}
      onClose={onClose}
    >
      {(step, form, busy) =>
        step === 'basic' ? (
          <BasicInfoInputs form={form} busy={busy} />
        ) : (
          <AdditionalInfoInputs form={form} busy={busy} initial={record} />
        )
      }
    </RecordWizardDialog>
  );
}
