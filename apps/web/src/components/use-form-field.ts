import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A form field as a field component takes it: the form's control, the field's name, and whether the form is busy. */
export interface BoundField<T extends FieldValues = FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  disabled?: boolean;
}

/**
 * The one react-hook-form binding of the kit's field components: the field (value, onChange, onBlur,
 * ref), its validation message, and `errorProps` for a MUI text field (red, with the message under it,
 * else `hint`).
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>(
  { control, name }: BoundField<T> & { name: N },
  hint?: ReactNode,
) {
  const { field, fieldState } = useController<T, N>({ control, name });
  const error = fieldState.error?.message;
  return { field, error, errorProps: { error: Boolean(fieldState.error), helperText: error ?? hint } };
}
