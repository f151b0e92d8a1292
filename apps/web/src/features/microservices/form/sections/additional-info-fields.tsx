import { Typography } from '@mui/material';
import { get, useController, useFormContext } from 'react-hook-form';
import { FormFields } from '../../../../components/form-fields';
import { KeyValueEditor } from '../../../../components/key-value-editor';
import { useLabels } from '../../../../lib/labels';
import { TextListField } from '../../../../components/text-list-field';
import type { MicroserviceFormValues } from '../form-values';

type Tag = MicroserviceFormValues['tags'][number];

/** Additional Info: data collection method, source, source link, keywords and key/value tags. */
export function AdditionalInfoFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const { control, formState } = useFormContext<MicroserviceFormValues>();
  const { field: tags } = useController({ control, name: 'tags' });
  const tagError = (get(formState.errors, 'tags') as { message?: string } | undefined)?.message;
  const tagEditor = () => (
    <>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('TAGS')}
      </Typography>
      <KeyValueEditor<Tag>
        value={tags.value}
        onChange={tags.onChange}
        keyOf={(tag) => tag.key}
        valueOf={(tag) => tag.value}
        create={(key, value) => ({ key, value })}
        labels={{
          title: t('TAGS'),
          name: t('TAG_KEY'),
          value: t('TAG_VALUE'),
          add: t('ADD'),
          delete: t('DELETE'),
          nameTaken: t('MIC_KEVAL'),
        }}
        error={tagError}
        disabled={disabled}
      />
    </>
  );
  return (
    <FormFields
      control={control}
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
        { name: 'tags', render: tagEditor },
      ]}
    />
  );
}
