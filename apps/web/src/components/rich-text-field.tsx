import type { FieldValues } from 'react-hook-form';
import { RichTextEditor, type RichTextLabels } from './rich-text-editor';
import { useFormField, type BoundField } from './use-form-field';

interface RichTextFieldProps<T extends FieldValues> extends BoundField<T> {
  label: string;
  labels: RichTextLabels;
  required?: boolean;
}

/** A rich-text editor bound to react-hook-form, showing the field's validation message. */
export function RichTextField<T extends FieldValues>(props: RichTextFieldProps<T>) {
  const { field, error } = useFormField(props);
  return (
    <RichTextEditor
      id={`rich-${field.name}`}
      label={props.label}
      labels={props.labels}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      required={props.required}
      disabled={props.disabled}
    />
  );
}
