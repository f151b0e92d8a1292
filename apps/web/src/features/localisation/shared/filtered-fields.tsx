import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FilteredFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  control: Control<T>;
  name: Path<T>;
  /** Rewrites what is typed before it is stored. */
  filter: (text: string) => string;
};

/** A text field bound to the form that rewrites input as it is typed, with the field's message. */
export function FilteredField<T extends FieldValues>({
  control,
  name,
  filter,
  helperText,
  ...props
}: FilteredFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(filter(e.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** 002 section 5: codes are upper case and hold no spaces. */
export const toCode = (text: string) => text.toUpperCase().replace(/\s+/g, '');

/** 002 section 5: an order number holds digits and at most one dot. */
export function toOrder(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}
