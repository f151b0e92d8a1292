import { Grid, Typography } from '@mui/material';
import { get, useController, useFormContext } from 'react-hook-form';
import { KeyValueEditor } from '../../../../components/key-value-editor';
import { FormTextField } from '../../../../components/form-text-field';
import { useLabels } from '../../../../lib/labels';
import { CodeSelectField } from '../fields/code-select-field';
import { TextListField } from '../fields/text-list-field';
import type { MicroserviceFormValues } from '../form-values';

type Tag = MicroserviceFormValues['tags'][number];

/** Additional Info: data collection method, source, source link, keywords and key/value tags. */
export function AdditionalInfoFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const { control, formState } = useFormContext<MicroserviceFormValues>();
  const { field: tags } = useController({ control, name: 'tags' });
  const tagError = (get(formState.errors, 'tags') as { message?: string } | undefined)?.message;
  const half = { xs: 12, sm: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="dataCollectMethod"
          label={t('DATA_COLLECT')}
          fullWidth
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Grid>
      <Grid size={half}>
        <CodeSelectField
          control={control}
          name="source"
          label={t('SOURCE')}
          codeList="MICROSERVICE_SOURCE"
          noneLabel={t('NONE')}
          disabled={disabled}
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="webLink"
          label={t('WEB_LINK')}
          placeholder="https://"
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <TextListField
          control={control}
          name="keywords"
          label={t('KEYWORDS')}
          helperText={t('KEYWORDS_HINT')}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
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
      </Grid>
    </Grid>
  );
}
