import { InputAdornment } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { planSaveInput, type PlanInfo, type PlanResourceId } from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';

const formSchema = planSaveInput.omit({ ownerId: true });
/** The fields hold text as typed; the contract's schema reads the numbers from it. */
type PlanFormValues = Record<keyof z.input<typeof formSchema>, string>;
const resolver = zodResolver(formSchema) as unknown as Resolver<PlanFormValues>;

const allocated = (plan: PlanInfo, r: PlanResourceId) =>
  String(plan.resources.find((x) => x.resource === r)?.allocated ?? 0);

const toValues = (plan: PlanInfo): PlanFormValues => ({
  planName: plan.planName,
  rateLimit: plan.rateLimit === null ? '' : String(plan.rateLimit),
  allocateCpu: allocated(plan, 'cpu'),
  allocateMemory: allocated(plan, 'memory'),
  allocateStorage: allocated(plan, 'storage'),
  allocateGpu: allocated(plan, 'gpu'),
  gpuType: plan.gpuType,
  allocateAi: allocated(plan, 'ai'),
  allocateDa: allocated(plan, 'data'),
});

/** Edit of 001 section 2.1: plan name, rate limit (m/s), the allocations and the GPU type; Cancel, Update. */
export function PlanFormDialog({ plan, onClose }: { plan: PlanInfo; onClose: () => void }) {
  const t = useLabels('PLAN_DET');
  const m = useMessages('PLAN_DET');
  return (
    <RecordFormDialog
      title={t('EDIT_TITLE')}
      initial={toValues(plan)}
      resolver={resolver}
      save="plans.save"
      errors={{ fields: Object.keys(formSchema.shape), messageOf: m.of }}
      labels={{ cancel: t('CANCEL'), submit: t('UPDATE'), done: t('DONE'), loading: t('EDIT_TITLE') }}
      successMessage={() => m('UPDATED')}
      onClose={onClose}
      fields={() => [
        { name: 'planName', label: t('PLAN_NAME'), width: 'half' },
        {
          name: 'rateLimit',
          width: 'half',
          render: (field) => (
            <FormTextField
              {...field}
              label={t('RATE_LIMIT')}
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">{t('RATE_UNIT')}</InputAdornment> },
              }}
            />
          ),
        },
        { name: 'allocateCpu', label: t('CPU'), width: 'third', decimal: true },
        { name: 'allocateMemory', label: t('MEMORY'), width: 'third', decimal: true },
        { name: 'allocateStorage', label: t('STORAGE'), width: 'third', decimal: true },
        { name: 'allocateGpu', label: t('GPU'), width: 'half', decimal: true },
        { name: 'gpuType', label: t('GPU_TYPE'), width: 'half' },
        { name: 'allocateAi', label: t('AI'), width: 'half', decimal: true },
        { name: 'allocateDa', label: t('DATA'), width: 'half', decimal: true },
      ]}
    />
  );
}
