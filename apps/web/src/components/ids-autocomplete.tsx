import { Autocomplete, Chip, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface IdsAutocompleteProps<T extends FieldValues> {
  control: Control<T>;
  /** A form field holding the chosen rows' ids. */
  name: FieldPath<T>;
  label: string;
  options: Array<{ id: number; name: string; group?: string }>;
  disabled?: boolean;
  helperText?: string;
}

/** A multi-select of rows by id (microservices, organisations, users), shown as removable chips. */
export function IdsAutocomplete<T extends FieldValues>(props: IdsAutocompleteProps<T>) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const ids = (field.value as number[] | undefined) ?? [];
        const chosen = props.options.filter((o) => ids.includes(o.id));
        return (
          <Autocomplete
            multiple
            disabled={props.disabled}
            options={props.options}
            value={chosen}
            groupBy={props.options.some((o) => o.group) ? (o) => o.group ?? '' : undefined}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, next) => field.onChange(next.map((o) => o.id))}
            renderValue={(value, getItemProps) =>
              value.map((o, index) => (
                <Chip size="small" label={o.name} {...getItemProps({ index })} key={o.id} />
              ))
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={props.label}
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? props.helperText}
              />
            )}
          />
        );
      }}
    />
  );
}
