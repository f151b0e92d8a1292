import { useState } from 'react';
import { Stack, type SxProps, type Theme } from '@mui/material';
import type { FunctionBrief, FunctionTypeFilter } from '@console/contract';
import { TagPicker } from '../../../components/tag-picker';
import { useSearchedQuery } from '../../../lib/query';
import { TypeFilter } from './type-filter';

interface FunctionChoicePickerProps {
  /** What may be picked: the functions still to assign, or the organisation's for a group. */
  call: 'orgFunctions.choices' | 'groups.choices';
  orgId: number;
  label: string;
  noOptionsText: string;
  /** The picked functions' ids. */
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An organisation's functions picked as removable chips (their ids handed on), searched by name on the server, with the type
 * filter (002 section 2.10) above them: Assign Functions and a new group's functions.
 */
export function FunctionChoicePicker({ call, orgId, onChange, sx, ...picker }: FunctionChoicePickerProps) {
  const [typeFilter, setTypeFilter] = useState<FunctionTypeFilter>('all');
  const [chosen, setChosen] = useState<FunctionBrief[]>([]);
  const { query: choices, onSearch } = useSearchedQuery(call, (search) => ({ orgId, search, typeFilter }));
  const data = choices.data;
  const options = !data ? [] : 'results' in data ? data.results : data.functions;
  return (
    <Stack spacing={2} sx={sx}>
      <TypeFilter value={typeFilter} onChange={setTypeFilter} />
      <TagPicker
        {...picker}
        options={options}
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          onChange(next.map((f) => f.id));
        }}
        onSearch={onSearch}
        loading={choices.isFetching}
      />
    </Stack>
  );
}
