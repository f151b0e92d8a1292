import { Autocomplete, Chip, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundField } from './use-form-field';

/** `name`: a form field holding the chosen rows' ids. */
interface IdsAutocompleteProps<T extends FieldValues> extends BoundField<T> {
  label: string;
  options: Array<{ id: number; name: string; group?: string }>;
  helperText?: string;
}

/** A multi-select of rows by id (microservices, organisations, users), shown as removable chips. */
export function IdsAutocomplete<T extends FieldValues>(props: IdsAutocompleteProps<T>) {
  const { field, errorProps } = useFormField(props, props.helperText);
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
        value.map((o, index) => <Chip size="small" label={o.name} {...getItemProps({ index })} key={o.id} />)
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          inputRef={field.ref}
          onBlur={field.onBlur}
          {...errorProps}
        />
      )}
    />
  );
}
