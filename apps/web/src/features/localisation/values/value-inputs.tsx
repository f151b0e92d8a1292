import { Grid, Typography } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { RESERVED_ATTRIBUTE_NAMES, type ExtraAttribute } from '@console/contract';
import { FormTextField } from '../../../components/form-text-field';
import { KeyValueEditor } from '../../../components/key-value-editor';
import { firstMessage } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { CodeOrderFields } from '../fields/code-order-fields';
import { EffectAllField } from '../fields/effect-all-field';
import { TranslationsField } from '../fields/translations-field';
import type { ValueFormValues } from './value-form-dialog';

/** 002 section 2.5: code, English value, icon, page and link URLs, order, extra attributes, translations. */
export function ValueInputs({ control, disabled }: { control: Control<ValueFormValues>; disabled: boolean }) {
  const t = useLabels('FLEXY_VALUE');
  const third = { xs: 12, sm: 4 };
  return (
    <Grid container spacing={2}>
      <CodeOrderFields
        control={control}
        code={{ name: 'code', label: t('CODE') }}
        order={{ name: 'orderBy', label: t('ORDER') }}
        value={{ name: 'value', label: t('VALUE_EN') }}
        disabled={disabled}
      />
      <Grid size={third}>
        <FormTextField control={control} name="iconUrl" label={t('ICON_URL')} fullWidth disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <FormTextField control={control} name="pageUrl" label={t('PAGE_URL')} fullWidth disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <FormTextField control={control} name="linkUrl" label={t('LINK_URL')} fullWidth disabled={disabled} />
      </Grid>
      <Grid size={12}>
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
      </Grid>
      <Grid size={12}>
        <TranslationsField control={control} name="translations" disabled={disabled} t={t} />
      </Grid>
      <Grid size={12}>
        <EffectAllField control={control} name="effectAllOwners" label={t('EFFECT_ALL')} />
      </Grid>
    </Grid>
  );
}
