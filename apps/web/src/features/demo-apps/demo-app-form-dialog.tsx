import { zodResolver } from '@hookform/resolvers/zod';
import { checkOneLogo, demoAppFieldsSchema, saveIdSchema, type DemoAppInfo } from '@console/contract';
import { RecordWizardDialog, type WizardStep } from '../../components/crud/record-wizard-dialog';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { useRecordQuery } from '../../lib/query';
import { AdditionalInfoInputs, BasicInfoInputs, type DemoAppFormValues } from './demo-app-inputs';

/** The save input without the owner (the acting owner is added by the call). */
export const demoAppFormSchema = demoAppFieldsSchema.extend({ id: saveIdSchema }).superRefine(checkOneLogo);
const resolver = zodResolver(demoAppFormSchema);

const toValues = (d?: DemoAppInfo): DemoAppFormValues => ({
  id: d?.id ?? 0,
  name: d?.name ?? '',
  category: d?.category ?? '',
  urlCode: d?.urlCode ?? '',
  description: d?.description ?? '',
  longDescription: d?.longDescription ?? '',
  useCase: d?.useCase ?? '',
  iconCode: d?.iconCode ?? '',
  logoUrl: d?.logoUrl ?? '',
  tags: d?.tags ?? [],
  keywords: d?.keywords ?? [],
  demoLink: d?.demoLink ?? '',
  codeLink: d?.codeLink ?? '',
  functionIds: d?.functions.map((f) => f.id) ?? [],
  images: d?.images ?? [],
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
  const info = useRecordQuery('demoApps.info', id);
  const created = id === 0;
  const steps: WizardStep<DemoAppFormValues>[] = [
    { id: 'basic', label: t('STEP_BASIC'), fields: BASIC },
    { id: 'additional', label: t('STEP_ADDITIONAL'), fields: ADDITIONAL },
  ];
  return (
    <RecordWizardDialog
      title={created ? t('ADD_TITLE') : t('EDIT_TITLE')}
      initial={created ? toValues() : info.data ? toValues(info.data) : null}
      loadError={info.error}
      resolver={resolver}
      save="demoApps.save"
      errors={{ fields: [...BASIC, ...ADDITIONAL], messageOf: m.of }}
      steps={steps}
      direct={!created}
      canGoOn={(v) => Boolean(v.name?.trim())}
      labels={{
        cancel: t('CANCEL'),
        back: t('BACK'),
        next: t('NEXT'),
        save: t('SAVE'),
        saving: t('SAVING'),
        done: t('DONE'),
        loading: t('EDIT_TITLE'),
      }}
      successMessage={() => m(created ? 'CREATED' : 'UPDATED')}
      onClose={onClose}
    >
      {(step, form, busy) =>
        step === 'basic' ? (
          <BasicInfoInputs form={form} busy={busy} />
        ) : (
          <AdditionalInfoInputs form={form} busy={busy} initial={info.data} />
        )
      }
    </RecordWizardDialog>
  );
}
