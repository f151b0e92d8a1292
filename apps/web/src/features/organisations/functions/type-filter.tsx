import { FUNCTION_TYPE_FILTERS, type FunctionTypeFilter } from '@console/contract';
import { SelectField } from '../../../components/select-field';
import { useLabels } from '../../../lib/labels';

const CAPTION = { '102': 'TYPE_102', all: 'TYPE_ALL', not102: 'TYPE_NOT_102' } as const;

/** 002 section 2.10: the function lists' type filter, 102 only, all, or everything but 102. */
export function TypeFilter(props: {
  value: FunctionTypeFilter;
  onChange: (value: FunctionTypeFilter) => void;
}) {
  const t = useLabels('ORG_GROUPS');
  return (
    <SelectField
      size="small"
      label={t('TYPE_FILTER')}
      value={props.value}
      options={FUNCTION_TYPE_FILTERS.map((f) => ({ value: f, label: t(CAPTION[f]) }))}
      onChange={props.onChange}
      sx={{ minWidth: 190 }}
    />
  );
}
