import { MarkdownEditor } from './markdown-editor';
import { useFormField, type BoundField } from './use-form-field';

interface MarkdownFieldProps extends BoundField {
  label: string;
  /** Write, Preview, the empty preview's text and the hint under the editor. */
  labels: { write: string; preview: string; empty: string; hint: string };
}

/** A markdown field of a form: the editor with its preview (rendered sanitised), bound to `name`. */
export function MarkdownField({ label, labels, disabled, ...bound }: MarkdownFieldProps) {
  const { field, error } = useFormField(bound);
  return (
    <MarkdownEditor
      label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      writeLabel={labels.write}
      previewLabel={labels.preview}
      emptyPreview={labels.empty}
      helperText={labels.hint}
      error={error}
      disabled={disabled}
    />
  );
}
