import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addCreditInput,
  addMonths,
  DIALOG_EXPIRY_MONTHS,
  formatCredit,
  MARKETING_CREDIT,
  todayUtc,
  type AddCreditInput,
} from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { DateField } from '../../components/date-field';
import { FormFields } from '../../components/form-fields';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';

type AddCreditValues = Omit<AddCreditInput, 'ownerId'>;
const resolver = zodResolver(addCreditInput);
const FIELDS = ['creditType', 'amount', 'description', 'startDate', 'expiryDate', 'priority'];

/**
 * Add credit (002 sections 2.7, 5 and 9): type required, a non-zero amount; start and expiry pickers only
 * for marketing credit, proposing today and six months ahead.
 */
export function AddCreditDialog({ orgId, onClose }: { orgId: number; onClose: () => void }) {
  const t = useLabels('CREDITEXPIRY');
  const m = useMessages('CREDITEXPIRY');
  const today = todayUtc();
  const initial: AddCreditValues = {
    orgId,
    creditType: '' as AddCreditValues['creditType'],
    amount: '',
    description: '',
    startDate: today,
    expiryDate: addMonths(today, DIALOG_EXPIRY_MONTHS),
    priority: 0,
  };
  return (
    <RecordFormDialog
      title={t('ADD_CREDIT')}
      initial={initial}
      resolver={resolver}
      save="credits.add"
      errors={{ fields: FIELDS, messageOf: m.of }}
      labels={{ cancel: t('CANCEL'), submit: t('SAVE'), done: t('OKAY'), loading: t('ADD_CREDIT') }}
      successMessage={(saved) => `${m('CREATED')}: ${formatCredit(saved.values.amount as string)} USD`}
      onClose={onClose}
    >
      {(form, busy) => <CreditInputs form={form} busy={busy} />}
    </RecordFormDialog>
  );
}

function CreditInputs({
  form,
  busy,
}: {
  form: { control: import('react-hook-form').Control<AddCreditValues> };
  busy: boolean;
}) {
  const t = useLabels('CREDITEXPIRY');
  const type = useWatch({ control: form.control, name: 'creditType' });
  const marketing = type === MARKETING_CREDIT;
  return (
    <FormFields
      control={form.control}
      disabled={busy}
      fields={[
        { name: 'creditType', label: t('CREDIT_TYPE'), required: true, codeList: { code: 'CREDIT_TYPE' } },
        { name: 'amount', label: t('AMOUNT'), required: true, decimal: true, width: 'half' },
        { name: 'priority', label: t('PRIORITY'), integer: true, width: 'half' },
        { name: 'description', label: t('DESCRIPTION'), rows: 2 },
        {
          shown: marketing,
          width: 'half',
          render: () => (
            <DateField control={form.control} name="startDate" label={t('START_DATE')} disabled={busy} />
          ),
        },
        {
          shown: marketing,
          width: 'half',
          render: () => (
            <DateField control={form.control} name="expiryDate" label={t('EXPIRY_DATE')} disabled={busy} />
          ),
        },
      ]}
    />
  );
}
