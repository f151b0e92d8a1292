import { MenuItem, TextField } from '@mui/material';
import { FUNCTION_TYPE_FILTERS, type FunctionTypeFilter } from '@console/contract';
import { useLabels } from '../../../lib/labels';

const CAPTION = { '102': 'TYPE_102', all: 'TYPE_ALL', not102: 'TYPE_NOT_102' } as const;

/** 002 section 2.10: the function lists' type filter, 102 only, all, or everything but 102. */
export function TypeFilter(props: {
  value: FunctionTypeFilter;
  onChange: (value: FunctionTypeFilter) => void;
}) {
  const t = useLabels('ORG_GROUPS');
  return (
    <TextField
      select
      size="small"
      label={t('TYPE_FILTER')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as FunctionTypeFilter)}
      sx={{ minWidth: 190 }}
    >
      {FUNCTION_TYPE_FILTERS.map((f) => (
        <MenuItem key={f} value={f}>
          {t(CAPTION[f])}
        </MenuItem>
      ))}
    </TextField>
  );
}
