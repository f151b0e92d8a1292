import type { z } from 'zod';
import { Typography } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { codeValueSaveInput, RESERVED_ATTRIBUTE_NAMES, type ExtraAttribute } from '@console/contract';
import { CheckField } from '../../../components/check-field';
import { FormFields } from '../../../components/form-fields';
import { KeyValueEditor } from '../../../components/key-value-editor';
import { firstMessage } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { codeOrderFields } from '../fields/code-order-fields';
import { TranslationsField } from '../fields/translations-field';

/** The form's values: the contract's save input without the owner, which the page adds. */
export const valueFormSchema = codeValueSaveInput.omit({ ownerId: true });
export type ValueFormValues = z.input<typeof valueFormSchema>;

/** 002 section 2.5: code, English value, icon, page and link URLs, order, extra attributes, translations. */
export function ValueInputs({ control, disabled }: { control: Control<ValueFormValues>; disabled: boolean }) {
  const t = useLabels('FLEXY_VALUE');
  const attributes = () => (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('EXTRA')}
      </Typography>
      <Controller
        control={control}
        name="attributes"
        render={({ field, fieldState }) => (
          <KeyValueEditor<ExtraAttribute>
            value={(field.value as ExtraAttribute[] | undefined) ?? []}
            onChange={field.onChange}
            keyOf={(row) => row.attribute}
            valueOf={(row) => row.value}
            create={(attribute, value) => ({ attribute, value })}
            reserved={RESERVED_ATTRIBUTE_NAMES}
            error={firstMessage(fieldState.error)}
            disabled={disabled}
            labels={{
              title: t('EXTRA'),
              name: t('ATTRIBUTE'),
              value: t('ATTR_VALUE'),
              add: t('ADD'),
              delete: t('DELETE'),
              nameTaken: t('ATTR_EXISTS'),
              nameReserved: t('ATTRIBUTE_RESERVED'),
            }}
          />
        )}
      />
    </>
  );
  return (
    <FormFields
      control={control}
      disabled={disabled}
      fields={[
        ...codeOrderFields<ValueFormValues>(
          { name: 'code', label: t('CODE') },
          { name: 'orderBy', label: t('ORDER') },
          { name: 'value', label: t('VALUE_EN') },
        ),
        { name: 'iconUrl', label: t('ICON_URL'), width: 'third' },
        { name: 'pageUrl', label: t('PAGE_URL'), width: 'third' },
        { name: 'linkUrl', label: t('LINK_URL'), width: 'third' },
        { name: 'attributes', render: attributes },
        {
          name: 'translations',
          render: (field) => <TranslationsField {...field} t={t} />,
        },
        {
          name: 'effectAllOwners',
          render: () => <CheckField control={control} name="effectAllOwners" label={t('EFFECT_ALL')} />,
        },
      ]}
    />
  );
}
