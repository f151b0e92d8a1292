import { Autocomplete, Checkbox, TextField } from '@mui/material';

/** Something a tag picker offers: a function or a group, by id and name. */
export interface Tag {
  id: number;
  name: string;
  typeId?: number;
}

interface TagPickerProps<T extends Tag> {
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  disabled?: boolean;
  loading?: boolean;
  /** Typing in the picker: the options may be asked of the server (a function search). */
  onSearch?: (text: string) => void;
  /** Chosen items stay in the list, ticked (the tag panel's checklist), instead of leaving it. */
  checklist?: boolean;
  noOptionsText: string;
}

/**
 * A dropdown of functions or groups by name; the chosen ones are removable chips. In a form (001 section
 * 2.12) the chosen leave the list; in the tag panel (002 section 2.13) the list is a checklist. The
 * list is at most 60 % of the window high.
 */
export function TagPicker<T extends Tag>(props: TagPickerProps<T>) {
  return (
    <Autocomplete<T, true, false, false>
      multiple
      disableCloseOnSelect
      filterSelectedOptions={!props.checklist}
      options={props.options as T[]}
      value={props.value as T[]}
      onChange={(_, value) => props.onChange(value)}
      onInputChange={(_, text, reason) => reason === 'input' && props.onSearch?.(text)}
      filterOptions={props.onSearch ? (options) => options : undefined}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      disabled={props.disabled}
      loading={props.loading}
      noOptionsText={props.noOptionsText}
      slotProps={{ listbox: { style: { maxHeight: '60vh' } } }}
      renderOption={({ key, ...rest }, option, { selected }) => (
        <li key={key} {...rest}>
          {props.checklist && <Checkbox size="small" checked={selected} sx={{ mr: 1 }} tabIndex={-1} />}
          {option.name}
          {option.typeId !== undefined && (
            <span style={{ marginLeft: 'auto', paddingLeft: 8, opacity: 0.7 }}>{option.typeId}</span>
          )}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={props.label} />}
    />
  );
}
