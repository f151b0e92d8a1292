import { FormFields } from '../../../../components/form-fields';
import { TagsField, tagLabels } from '../../../../components/tags-field';
import { TextListField } from '../../../../components/text-list-field';
import { useLabels } from '../../../../lib/labels';
import type { MicroserviceFormValues } from '../form-values';

/** Additional Info: data collection method, source, source link, keywords and key/value tags. */
export function AdditionalInfoFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  return (
    <FormFields<MicroserviceFormValues>
      disabled={disabled}
      fields={[
        { name: 'dataCollectMethod', label: t('DATA_COLLECT'), rows: 2 },
        {
          name: 'source',
          label: t('SOURCE'),
          width: 'half',
          codeList: { code: 'MICROSERVICE_SOURCE', none: t('NONE') },
        },
        { name: 'webLink', label: t('WEB_LINK'), width: 'half', placeholder: 'https://' },
        {
          name: 'keywords',
          render: (field) => (
            <TextListField {...field} label={t('KEYWORDS')} helperText={t('KEYWORDS_HINT')} />
          ),
        },
        {
          name: 'tags',
          render: (field) => <TagsField {...field} labels={tagLabels(t, t('MIC_KEVAL'))} />,
        },
      ]}
    />
  );
}
