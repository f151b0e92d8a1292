import { Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useLabels } from '../../../../lib/labels';
import { TextListField } from '../../../../components/text-list-field';
import { useFormField } from '../../../../components/use-form-field';
import type { MicroserviceFormValues } from '../form-values';
import { LimitFieldsEditor } from '../validation/limit-fields-editor';

/** Validation Settings: the mandatory fields and the limits. */
export function ValidationSettingsFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const { control } = useFormContext<MicroserviceFormValues>();
  const { field: limits, error: limitError } = useFormField({ control, name: 'limitFields' });
  return (
    <Stack spacing={3}>
      <TextListField
        control={control}
        name="mandatoryFields"
        label={t('MANDATORY_FIELDS')}
        helperText={t('MANDATORY_HINT')}
        disabled={disabled}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle2">{t('LIMITS')}</Typography>
        <LimitFieldsEditor
          rows={limits.value}
          onChange={limits.onChange}
          error={limitError}
          disabled={disabled}
        />
      </Stack>
    </Stack>
  );
}
