import { Autocomplete, Chip, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface TextListFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** Trimmed, non-empty texts, each once. */
const tidy = (list: readonly string[]) => [...new Set(list.map((s) => s.trim()).filter(Boolean))];

/** A list of free texts (keywords, mandatory fields) as chips; Enter adds the typed text. */
export function TextListField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
}: TextListFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          // A typed text is kept when the field loses focus, not only on Enter.
          autoSelect
          options={[]}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_, next) => field.onChange(tidy(next))}
          disabled={disabled}
          renderValue={(values, getItemProps) =>
            values.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={option} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? helperText}
            />
          )}
        />
      )}
    />
  );
}
