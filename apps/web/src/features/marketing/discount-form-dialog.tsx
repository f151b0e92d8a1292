import { useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  discountSaveInput,
  DISCOUNT_TYPES,
  type DiscountInfo,
  type DiscountSaveInput,
} from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { useAddEditForm } from '../../components/crud/use-add-edit-form';
import { DateField } from '../../components/date-field';
import { FormFields } from '../../components/form-fields';
import { IdsAutocomplete } from '../../components/ids-autocomplete';
import { formValues } from '../../lib/forms';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { useScopedQuery } from '../../lib/query';

type DiscountValues = Omit<DiscountSaveInput, 'ownerId'>;
const resolver = zodResolver(discountSaveInput);
const FIELDS = ['name', 'discount', 'discountType', 'startDate', 'endDate', 'micros', 'orgs', 'users'];

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

/** 001 section 3: a new discount is id 0, discount 0, empty name and dates. */
const toValues = (d?: DiscountInfo): DiscountValues =>
  formValues(d && { ...d, micros: ids(d.micros), orgs: ids(d.orgs), users: ids(d.users) }, {
    id: 0,
    name: '',
    discount: '0',
    discountType: 'seasonal',
    startDate: '',
    endDate: '',
    micros: [],
    orgs: [],
    users: [],
  });

/** Add or edit a discount (001 sections 2.10, 3 and 5). */
export function DiscountFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('DISC');
  const m = useMessages('DISC');
  const title: [string, string] = [t('ADD_DISCOUNT'), t('EDIT_DISCOUNT')];
  const { dialog } = useAddEditForm('discounts.info', id, toValues, { t, m, title, fields: FIELDS });
  return (
    <RecordFormDialog {...dialog} maxWidth="md" resolver={resolver} save="discounts.save" onClose={onClose}>
      {(form, busy) => <DiscountInputs form={form} busy={busy} />}
    </RecordFormDialog>
  );
}

function DiscountInputs({ form, busy }: { form: UseFormReturn<DiscountValues>; busy: boolean }) {
  const t = useLabels('DISC');
  const { control } = form;
  const orgIds = useWatch({ control, name: 'orgs' }) ?? [];
  const options = useScopedQuery('discounts.options', { orgIds });
  const o = options.data;
  return (
    <FormFields
      control={control}
      disabled={busy}
      fields={[
        { name: 'name', label: t('NAME'), width: 'twoThirds', required: true },
        { name: 'discount', label: t('DISCOUNT'), width: 'aside', required: true, decimal: true },
        { name: 'discountType', label: t('TYPE'), width: 'third', options: DISCOUNT_TYPES },
        {
          name: 'startDate',
          width: 'third',
          render: (field) => <DateField {...field} label={t('START_DATE')} required />,
        },
        {
          name: 'endDate',
          width: 'third',
          render: (field) => <DateField {...field} label={t('END_DATE')} required />,
        },
        {
          name: 'micros',
          render: (field) => (
            <IdsAutocomplete {...field} label={t('MICROSERVICES')} options={o?.micros ?? []} />
          ),
        },
        {
          name: 'orgs',
          render: (field) => (
            <IdsAutocomplete
              {...field}
              label={t('ORGANISATIONS')}
              helperText={t('ALL_ORGS')}
              options={(o?.orgs ?? []).map((org) => ({ ...org, group: org.ownerName }))}
            />
          ),
        },
        {
          shown: orgIds.length > 0,
          name: 'users',
          render: (field) => <IdsAutocomplete {...field} label={t('USERS')} options={o?.users ?? []} />,
        },
      ]}
    />
  );
}
