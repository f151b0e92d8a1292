import { Grid } from '@mui/material';
import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useLabels } from '../../../lib/labels';
import { CodeOrderFields } from '../fields/code-order-fields';
import { EffectAllField } from '../fields/effect-all-field';
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
  const half = { xs: 12, sm: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <ScreenCodeField form={form} label={t('SCREEN_CODE')} />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="screenName"
          label={t('SCREEN_NAME')}
          required
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <CodeOrderFields
        control={control}
        code={{ name: kind.codeField, label: t('CODE') }}
        order={{ name: 'orderNumber', label: t('ORDER_NUMBER') }}
        disabled={disabled}
      />
      <Grid size={12}>
        <FormTextField
          control={control}
          name="text"
          label={t('TEXT_EN')}
          required
          fullWidth
          multiline
          minRows={1}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="description"
          label={t('DESCRIPTION')}
          fullWidth
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <TranslationsField control={control} name="translations" disabled={disabled} t={t} />
      </Grid>
      {showEffectAll && (
        <Grid size={12}>
          <EffectAllField control={control} name="effectAllOwners" label={t('EFFECT_ALL')} />
        </Grid>
      )}
    </Grid>
  );
}
