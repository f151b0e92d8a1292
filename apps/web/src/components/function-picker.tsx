import { useState } from 'react';
import { FormHelperText } from '@mui/material';
import { useSearchedQuery } from '../lib/query';
import { TagPicker, type Tag } from './tag-picker';
import { useFormField, type BoundField } from './use-form-field';

/** The calls that offer functions to pick, searched on the server: `{ search }` -> `{ results }`. */
type ChoicesCall = 'predefinedGroups.functions' | 'demoApps.functions';

interface FunctionPickerProps {
  call: ChoicesCall;
  label: string;
  noOptionsText: string;
  /** The record's functions as stored, so chips show their names before any search. */
  initial: Tag[];
  disabled?: boolean;
}

/**
 * A form's field of picked function ids (`name`, e.g. `functionIds`): functions picked by name, searched
 * on the server as typed; the chosen ones are chips and leave the list; the field's error below them.
 */
export function FunctionPicker(props: FunctionPickerProps & BoundField) {
  const { field, error } = useFormField(props);
  const value = (field.value as number[] | undefined) ?? [];
  const { query: choices, onSearch } = useSearchedQuery(props.call, (search) => ({ search }));
  const results: Tag[] = choices.data?.results ?? [];
  const [known, setKnown] = useState<Tag[]>(props.initial);
  const byId = new Map([...known, ...results].map((f) => [f.id, f]));
  const chosen = value.map((id) => byId.get(id)).filter((f): f is Tag => Boolean(f));
  return (
    <>
      <TagPicker
        label={props.label}
        options={results}
        value={chosen}
        loading={choices.isFetching}
        onSearch={onSearch}
        disabled={props.disabled}
        noOptionsText={props.noOptionsText}
        onChange={(next) => {
          setKnown(next);
          field.onChange(next.map((f) => f.id));
        }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}
