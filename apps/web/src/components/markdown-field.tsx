import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { MarkdownEditor } from './markdown-editor';

interface MarkdownFieldProps {
  control: Control<FieldValues>;
  name: string;
  label: string;
  /** Write, Preview, the empty preview's text and the hint under the editor. */
  labels: { write: string; preview: string; empty: string; hint: string };
  disabled?: boolean;
}

/** A markdown field of a form: the editor with its preview (rendered sanitised), bound to `name`. */
export function MarkdownField({ control, name, label, labels, disabled }: MarkdownFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MarkdownEditor
          label={label}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          writeLabel={labels.write}
          previewLabel={labels.preview}
          emptyPreview={labels.empty}
          helperText={labels.hint}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
