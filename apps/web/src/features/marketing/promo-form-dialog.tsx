import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  promoFields,
  promoSaveInput,
  todayUtc,
  VALIDITY_MONTHS,
  type PromoRow,
  type PromoSaveInput,
} from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { useAddEditForm } from '../../components/crud/use-add-edit-form';
import { DateField } from '../../components/date-field';
import { FormFields } from '../../components/form-fields';
import { formValues } from '../../lib/forms';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';

type PromoValues = Omit<PromoSaveInput, 'ownerId'>;
const resolver = zodResolver(promoSaveInput);
const FIELDS = Object.keys(promoFields.shape);

const CREDIT_FIELDS = ['credit', 'creditValidityType', 'creditValidityValue'] as const;
const DISCOUNT_FIELDS = ['discountType', 'discountAmount', 'minTopupAmount'] as const;

const toValues = (p?: PromoRow): PromoValues =>
  formValues(p, {
    id: 0,
    type: 'PROMO',
    code: '',
    description: '',
    startDate: todayUtc(),
    endDate: todayUtc(),
    credit: '',
    creditValidityType: '',
    creditValidityValue: '',
    discountType: '',
    discountAmount: '',
    minTopupAmount: '',
  });

/** Add or edit a promo code (001 sections 3, 4 and 5): PROMO gives credit, POS a discount at top-up. */
export function PromoFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('PROMO');
  const m = useMessages('PROMO');
  const title: [string, string] = [t('ADD_PROMO'), t('EDIT_PROMO')];
  const { dialog } = useAddEditForm('promoCodes.info', id, toValues, { t, m, title, fields: FIELDS });
  return (
    <RecordFormDialog {...dialog} maxWidth="md" resolver={resolver} save="promoCodes.save" onClose={onClose}>
      {(form, busy) => <PromoInputs form={form} busy={busy} />}
    </RecordFormDialog>
  );
}

function PromoInputs({ form, busy }: { form: UseFormReturn<PromoValues>; busy: boolean }) {
  const t = useLabels('PROMO');
  const { control, setValue, getValues } = form;
  const type = useWatch({ control, name: 'type' });
  const validity = useWatch({ control, name: 'creditValidityType' });
  // 001 section 4: switching to PROMO clears the discount fields, to POS the credit fields; a new
  // validity type resets its value (a date defaults to the start date).
  const last = useRef({ type, validity });
  useEffect(() => {
    if (last.current.type !== type)
      for (const f of type === 'PROMO' ? DISCOUNT_FIELDS : CREDIT_FIELDS) setValue(f, '');
    if (last.current.validity !== validity)
      setValue('creditValidityValue', validity === 'date' ? (getValues('startDate') ?? '') : '');
    last.current = { type, validity };
  }, [type, validity, setValue, getValues]);
  const promo = type === 'PROMO';
  const today = todayUtc();
  return (
    <FormFields
      control={control}
      disabled={busy}
      fields={[
        {
          name: 'type',
          label: t('TYPE'),
          width: 'half',
          required: true,
          codeList: { code: 'PROMO_POS_TYPE' },
        },
        { name: 'code', label: t('CODE'), width: 'half', required: true, filter: (v) => v.toUpperCase() },
        { name: 'description', label: t('DESCRIPTION'), required: true, rows: 2 },
        {
          name: 'startDate',
          width: 'half',
          render: (field) => <DateField {...field} label={t('START_DATE')} min={today} />,
        },
        {
          name: 'endDate',
          width: 'half',
          render: (field) => <DateField {...field} label={t('END_DATE')} min={today} />,
        },
        { shown: promo, name: 'credit', label: t('CREDIT'), width: 'third', required: true, decimal: true },
        {
          shown: promo,
          name: 'creditValidityType',
          label: t('VALIDITY_TYPE'),
          width: 'third',
          required: true,
          codeList: { code: 'PROMO_CREDIT_VALIDITY_TYPE' },
        },
        {
          shown: promo && validity === 'month',
          name: 'creditValidityValue',
          label: t('VALIDITY_MONTHS'),
          width: 'third',
          required: true,
          options: VALIDITY_MONTHS.map(String),
        },
        {
          shown: promo && validity === 'date',
          name: 'creditValidityValue',
          width: 'third',
          render: (field) => <DateField {...field} label={t('VALIDITY_DATE')} min={today} />,
        },
        {
          shown: !promo,
          name: 'discountType',
          label: t('DISCOUNT_TYPE'),
          width: 'third',
          required: true,
          codeList: { code: 'PROMO_DISCOUNT_TYPE' },
        },
        {
          shown: !promo,
          name: 'discountAmount',
          label: t('DISCOUNT_AMOUNT'),
          width: 'third',
          required: true,
          decimal: true,
        },
        {
          shown: !promo,
          name: 'minTopupAmount',
          label: t('MIN_TOPUP'),
          width: 'third',
          required: true,
          decimal: true,
        },
      ]}
    />
  );
}
