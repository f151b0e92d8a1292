import { Controller, useFormContext } from 'react-hook-form';
import { FormFields } from '../../../../components/form-fields';
import { MarkdownEditor } from '../../../../components/markdown-editor';
import { useLabels } from '../../../../lib/labels';
import type { MicroserviceFormValues } from '../form-values';

/** Description: short description, long description (markdown), Global Model Explainability, use case. */
export function DescriptionFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const { control } = useFormContext<MicroserviceFormValues>();
  const longDescription = () => (
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
  );
  return (
    <FormFields
      control={control}
      disabled={disabled}
      fields={[
        { name: 'description1', label: t('SHORT_DESC'), rows: 2 },
        { name: 'description2', render: longDescription },
        { name: 'globalDesc', label: t('GLOBAL_DESC'), rows: 2 },
        { name: 'useCase', label: t('USE_CASE'), rows: 2 },
      ]}
    />
  );
}
