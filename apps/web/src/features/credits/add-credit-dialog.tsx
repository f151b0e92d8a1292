import { useCallback, useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addCreditInput,
  addMonths,
  DIALOG_EXPIRY_MONTHS,
  formatCredit,
  MARKETING_CREDIT,
  todayUtc,
  type AddCreditInput,
  type CallOutput,
} from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { DateField } from '../../components/date-field';
import { FormFields } from '../../components/form-fields';
import { useLabels } from '../../lib/labels';
import { upperCodeInput } from '../../lib/input-filters';
import type { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/messages';
import { usePromoErrorText } from './promo-errors';

type AddCreditValues = Omit<AddCreditInput, 'ownerId'>;
const resolver = zodResolver(addCreditInput);
const FIELDS = ['creditType', 'amount', 'description', 'startDate', 'expiryDate', 'priority', 'posCode'];

/**
 * Add credit (002 sections 2.7, 5 and 9): type required, a non-zero amount; start and expiry pickers only
 * for marketing credit, proposing today and six months ahead. Any other type is a top-up, which may
 * name a POS code whose bonus the success message states (decision 0240).
 */
export function AddCreditDialog({ orgId, onClose }: { orgId: number; onClose: () => void }) {
  const t = useLabels('CREDITEXPIRY');
  const m = useMessages('CREDITEXPIRY');
  const promoText = usePromoErrorText();
  // A refused POS code reads as a refused promo code: the PROMO_REFERRAL_ERROR_MSG code list's text.
  const fieldMessage = useCallback(
    (field: string, error: ApiError) => (field === 'posCode' ? promoText(error) : undefined),
    [promoText],
  );
  const today = todayUtc();
  const initial: AddCreditValues = {
    orgId,
    creditType: '' as AddCreditValues['creditType'],
    amount: '',
    description: '',
    startDate: today,
    expiryDate: addMonths(today, DIALOG_EXPIRY_MONTHS),
    priority: 0,
    posCode: '',
  };
  const added = (output: CallOutput<'credits.add'>, amount: string) => {
    const credit = `${m('CREATED')}: ${formatCredit(amount)} USD`;
    const bonus = output.bonus;
    if (!bonus) return credit;
    return `${credit}. ${t('POS_BONUS', { code: bonus.code, amount: formatCredit(bonus.credit) })}`;
  };
  return (
    <RecordFormDialog
      title={t('ADD_CREDIT')}
      initial={initial}
      resolver={resolver}
      save="credits.add"
      errors={{ fields: FIELDS, messageOf: m.of, fieldMessage }}
      labels={{ cancel: t('CANCEL'), submit: t('SAVE'), done: t('OKAY'), loading: t('ADD_CREDIT') }}
      successMessage={(saved) => added(saved.output, saved.values.amount as string)}
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
  form: Pick<UseFormReturn<AddCreditValues>, 'control' | 'setValue'>;
  busy: boolean;
}) {
  const t = useLabels('CREDITEXPIRY');
  const { control, setValue } = form;
  const type = useWatch({ control, name: 'creditType' });
  const marketing = type === MARKETING_CREDIT;
  const topUp = Boolean(type) && !marketing;
  // A POS code is a top-up's: leaving top-up types leaves it out.
  useEffect(() => {
    if (!topUp) setValue('posCode', '');
  }, [topUp, setValue]);
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
          shown: topUp,
          name: 'posCode',
          label: t('POS_CODE'),
          filter: upperCodeInput,
          autoComplete: 'off',
        },
        {
          shown: marketing,
          name: 'startDate',
          width: 'half',
          render: (field) => <DateField {...field} label={t('START_DATE')} />,
        },
        {
          shown: marketing,
          name: 'expiryDate',
          width: 'half',
          render: (field) => <DateField {...field} label={t('EXPIRY_DATE')} />,
        },
      ]}
    />
  );
}
