import { MenuItem, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundField } from './use-form-field';

/** `name`: a form field holding a row id (0 while none is chosen). */
interface IdSelectFieldProps<T extends FieldValues> extends BoundField<T> {
  label: string;
  options: Array<{ id: number; label: string }>;
  required?: boolean;
}

/** A select of rows by id (an owner, a plan ...), bound to a form field that stores the id as a number. */
export function IdSelectField<T extends FieldValues>(props: IdSelectFieldProps<T>) {
  const { field, errorProps } = useFormField(props);
  return (
    <TextField
      select
      label={props.label}
      required={props.required}
      fullWidth
      disabled={props.disabled}
      value={field.value || ''}
      onChange={(e) => field.onChange(Number(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      {...errorProps}
    >
      {props.options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
