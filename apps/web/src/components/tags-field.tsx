import { Typography } from '@mui/material';
import { get, useController, type Control, type FieldValues } from 'react-hook-form';
import { KeyValueEditor, type KeyValueEditorLabels } from './key-value-editor';

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

interface TagsFieldProps {
  control: Control<FieldValues>;
  name: string;
  labels: KeyValueEditorLabels;
  disabled?: boolean;
}

/** A form's key/value tags (`{ key, value }` rows, keys unique): a heading over the key/value editor. */
export function TagsField({ control, name, labels, disabled }: TagsFieldProps) {
  const { field, formState } = useController({ control, name });
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
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
