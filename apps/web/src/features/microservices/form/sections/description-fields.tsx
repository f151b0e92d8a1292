import { FormFields } from '../../../../components/form-fields';
import { MarkdownField, markdownLabels } from '../../../../components/markdown-field';
import { useLabels } from '../../../../lib/labels';
import type { MicroserviceFormValues } from '../form-values';

/** Description: short description, long description (markdown), Global Model Explainability, use case. */
export function DescriptionFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const markdown = markdownLabels(t);
  return (
    <FormFields<MicroserviceFormValues>
      disabled={disabled}
      fields={[
        { name: 'description1', label: t('SHORT_DESC'), rows: 2 },
        {
          name: 'description2',
          render: (field) => <MarkdownField {...field} label={t('LONG_DESC')} labels={markdown} />,
        },
        { name: 'globalDesc', label: t('GLOBAL_DESC'), rows: 2 },
        { name: 'useCase', label: t('USE_CASE'), rows: 2 },
      ]}
    />
  );
}
