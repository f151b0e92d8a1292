import { useId, type ReactNode } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundField } from './use-form-field';

interface CheckFieldProps<T extends FieldValues> extends BoundField<T> {
  /** The caption beside the box; also the box's accessible name. */
  label: string;
  /** A switch (a setting turned on or off) rather than a checkbox. */
  variant?: 'checkbox' | 'switch';
  /** Shown under the box while the field has no validation message. */
  hint?: ReactNode;
}

/**
 * A boolean form field: a MUI checkbox (or switch) with its label, bound to a form field holding
 * true or false, with the field's validation message (else `hint`) under it.
 */
export function CheckField<T extends FieldValues>({ variant = 'checkbox', ...props }: CheckFieldProps<T>) {
  const { field, errorProps } = useFormField(props, props.hint);
  const helperId = useId();
  const Box = variant === 'switch' ? Switch : Checkbox;
  const helper = errorProps.helperText;
  return (
    <FormControl error={errorProps.error} disabled={props.disabled}>
      <FormControlLabel
        label={props.label}
        control={
          <Box
            name={field.name}
            inputRef={field.ref}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            disabled={props.disabled}
            slotProps={{
              input: {
                'aria-invalid': errorProps.error || undefined,
                'aria-describedby': helper ? helperId : undefined,
              },
            }}
          />
        }
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
