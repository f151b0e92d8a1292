import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RichTextEditor, type RichTextLabels } from './rich-text-editor';

interface RichTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  labels: RichTextLabels;
  required?: boolean;
  disabled?: boolean;
}

/** A rich-text editor bound to react-hook-form, showing the field's validation message. */
export function RichTextField<T extends FieldValues>(props: RichTextFieldProps<T>) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          id={`rich-${field.name}`}
          label={props.label}
          labels={props.labels}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          required={props.required}
          disabled={props.disabled}
        />
      )}
    />
  );
}
