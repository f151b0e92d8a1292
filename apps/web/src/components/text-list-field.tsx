import { Autocomplete, Chip, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundField } from './use-form-field';

interface TextListFieldProps<T extends FieldValues> extends BoundField<T> {
  label: string;
  helperText?: string;
}

/** Trimmed, non-empty texts, each once. */
const tidy = (list: readonly string[]) => [...new Set(list.map((s) => s.trim()).filter(Boolean))];

/** A list of free texts (keywords, mandatory fields) as chips; Enter adds the typed text. */
export function TextListField<T extends FieldValues>(props: TextListFieldProps<T>) {
  const { field, errorProps } = useFormField(props, props.helperText);
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      // A typed text is kept when the field loses focus, not only on Enter.
      autoSelect
      options={[]}
      value={(field.value as string[] | undefined) ?? []}
      onChange={(_, next) => field.onChange(tidy(next))}
      disabled={props.disabled}
      renderValue={(values, getItemProps) =>
        values.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={props.label} onBlur={field.onBlur} {...errorProps} />
      )}
    />
  );
}
