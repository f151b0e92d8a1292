import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundField } from './use-form-field';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> &
  Omit<BoundField<T>, 'disabled'> & {
    /** A whole-number field: keeps digits only and stores a number (NaN when empty). */
    integer?: boolean;
    /** Makes the field a select of these values (shown as they are). */
    options?: readonly string[];
    /** Rewrites what is typed before it is stored (upper-casing a code ...). */
    filter?: (text: string) => string;
  };

/** A MUI text field bound to react-hook-form, showing the field's validation message. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  integer,
  options,
  filter,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, errorProps } = useFormField({ control, name }, helperText);
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      value={integer ? (Number.isFinite(field.value) ? String(field.value) : '') : (field.value ?? '')}
      onChange={(e) => {
        if (!integer) return field.onChange(filter ? filter(e.target.value) : e.target.value);
        const digits = e.target.value.replace(/\D/g, '');
        field.onChange(digits === '' ? Number.NaN : Number(digits));
      }}
      slotProps={
        integer
          ? { ...props.slotProps, htmlInput: { inputMode: 'numeric', ...props.slotProps?.htmlInput } }
          : props.slotProps
      }
      select={props.select ?? Boolean(options)}
      {...errorProps}
    >
      {options
        ? options.map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))
        : props.children}
    </TextField>
  );
}
