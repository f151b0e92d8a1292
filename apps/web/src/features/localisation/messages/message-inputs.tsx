import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';
import { CheckField } from '../../../components/check-field';
import { FormFields } from '../../../components/form-fields';
import { useLabels } from '../../../lib/labels';
import { codeOrderFields } from '../fields/code-order-fields';
import { TranslationsField } from '../fields/translations-field';
import type { MessageKind } from './message-kinds';
import { ScreenCodeField } from './screen-code-field';

interface MessageInputsProps {
  kind: MessageKind;
  form: UseFormReturn<FieldValues>;
  control: Control<FieldValues>;
  showEffectAll: boolean;
  disabled: boolean;
}

/** 002 section 2.2: screen code and name, code, order number, English text, description, translations. */
export function MessageInputs({ kind, form, control, showEffectAll, disabled }: MessageInputsProps) {
  const t = useLabels(kind.screen);
  return (
    <FormFields
      control={control}
      disabled={disabled}
      fields={[
        {
          name: 'screenCode',
          width: 'half',
          render: () => <ScreenCodeField form={form} label={t('SCREEN_CODE')} />,
        },
        { name: 'screenName', label: t('SCREEN_NAME'), width: 'half', required: true },
        ...codeOrderFields(
          { name: kind.codeField, label: t('CODE') },
          { name: 'orderNumber', label: t('ORDER_NUMBER') },
        ),
        { name: 'text', label: t('TEXT_EN'), required: true, rows: 1 },
        { name: 'description', label: t('DESCRIPTION'), rows: 2 },
        {
          name: 'translations',
          render: (field) => <TranslationsField {...field} t={t} />,
        },
        {
          name: 'effectAllOwners',
          shown: showEffectAll,
          render: () => <CheckField control={control} name="effectAllOwners" label={t('EFFECT_ALL')} />,
        },
      ]}
    />
  );
}
