import { Typography } from '@mui/material';
import { KeyValueEditor, type KeyValueEditorLabels } from './key-value-editor';
import { useFormField, type BoundField } from './use-form-field';

type Tag = { id?: number; key: string; value: string };

/** The tag editor's captions from a screen that names them TAGS, TAG_KEY, TAG_VALUE, ADD and DELETE. */
export const tagLabels = (
  t: (code: 'TAGS' | 'TAG_KEY' | 'TAG_VALUE' | 'ADD' | 'DELETE') => string,
  nameTaken: string,
): KeyValueEditorLabels => ({
  title: t('TAGS'),
  name: t('TAG_KEY'),
  value: t('TAG_VALUE'),
  add: t('ADD'),
  delete: t('DELETE'),
  nameTaken,
});

interface TagsFieldProps extends BoundField {
  labels: KeyValueEditorLabels;
}

/** A form's key/value tags (`{ key, value }` rows, keys unique): a heading over the key/value editor. */
export function TagsField({ labels, disabled, ...bound }: TagsFieldProps) {
  const { field, error } = useFormField(bound);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {labels.title}
      </Typography>
      <KeyValueEditor<Tag>
        value={(field.value as Tag[] | undefined) ?? []}
        onChange={field.onChange}
        keyOf={(tag) => tag.key}
        valueOf={(tag) => tag.value}
        create={(key, value) => ({ key, value })}
        labels={labels}
        error={error}
        disabled={disabled}
      />
    </>
  );
}
