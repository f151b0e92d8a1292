import { Stack } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../../components/form-text-field';
import { MarkdownEditor } from '../../../../components/markdown-editor';
import { useLabels } from '../../../../lib/labels';
import type { MicroserviceFormValues } from '../form-values';

/** Description: short description, long description (markdown), Global Model Explainability, use case. */
export function DescriptionFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const { control } = useFormContext<MicroserviceFormValues>();
  return (
    <Stack spacing={2.5}>
      <FormTextField
        control={control}
        name="description1"
        label={t('SHORT_DESC')}
        fullWidth
        multiline
        minRows={2}
        disabled={disabled}
      />
      <Controller
        control={control}
        name="description2"
        render={({ field, fieldState }) => (
          <MarkdownEditor
            label={t('LONG_DESC')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            writeLabel={t('MD_WRITE')}
            previewLabel={t('MD_PREVIEW')}
            emptyPreview={t('MD_EMPTY')}
            helperText={t('MD_HINT')}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      <FormTextField
        control={control}
        name="globalDesc"
        label={t('GLOBAL_DESC')}
        fullWidth
        multiline
        minRows={2}
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="useCase"
        label={t('USE_CASE')}
        fullWidth
        multiline
        minRows={2}
        disabled={disabled}
      />
    </Stack>
  );
}
