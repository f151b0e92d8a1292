import { MenuItem } from '@mui/material';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { useCodeList } from '../lib/code-lists';

interface CodeSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The code list whose values are offered (CLASS_TYPE, ACCESS_TYPE ...). */
  codeList: string;
  required?: boolean;
  disabled?: boolean;
  /** The caption of an empty choice, for fields that may stay empty. */
  noneLabel?: string;
}

/** A select bound to the form, offering a code list's values; it stores the code. */
export function CodeSelectField<T extends FieldValues>({
  control,
  name,
  label,
  codeList,
  required,
  disabled,
  noneLabel,
}: CodeSelectFieldProps<T>) {
  const { options } = useCodeList(codeList);
  const value: unknown = useWatch({ control, name });
  // A stored code the list does not (or not yet) offer stays selectable rather than blank.
  const unknown = typeof value === 'string' && value !== '' && !options.some((o) => o.code === value);
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      select
      required={required}
      disabled={disabled}
      fullWidth
    >
      {noneLabel !== undefined && (
        <MenuItem value="">
          <em>{noneLabel}</em>
        </MenuItem>
      )}
      {unknown && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {o.value}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
