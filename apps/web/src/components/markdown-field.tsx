import { MarkdownEditor } from './markdown-editor';
import { useFormField, type BoundField } from './use-form-field';

/** Write, Preview, the empty preview's text and the hint under the editor. */
type MarkdownLabels = { write: string; preview: string; empty: string; hint: string };

/** The editor's captions from a screen that names them MD_WRITE, MD_PREVIEW, MD_EMPTY and MD_HINT. */
export const markdownLabels = (
  t: (code: 'MD_WRITE' | 'MD_PREVIEW' | 'MD_EMPTY' | 'MD_HINT') => string,
): MarkdownLabels => ({
  write: t('MD_WRITE'),
  preview: t('MD_PREVIEW'),
  empty: t('MD_EMPTY'),
  hint: t('MD_HINT'),
});

interface MarkdownFieldProps extends BoundField {
  label: string;
  labels: MarkdownLabels;
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
