import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface IdSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A form field holding a row id (0 while none is chosen). */
  name: FieldPath<T>;
  label: string;
  options: Array<{ id: number; label: string }>;
  required?: boolean;
  disabled?: boolean;
}

/** A select of rows by id (an owner, a plan ...), bound to a form field that stores the id as a number. */
export function IdSelectField<T extends FieldValues>(props: IdSelectFieldProps<T>) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
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
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {props.options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
