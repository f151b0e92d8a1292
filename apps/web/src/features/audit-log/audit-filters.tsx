import { Autocomplete, Box, Button, FormControlLabel, Switch, TextField } from '@mui/material';
import { SelectField } from '../../components/select-field';
import type { Translate } from '../../lib/labels';
import { useScopedQuery, useSearchedQuery } from '../../lib/query';
import { NO_FILTERS, rangeReversed, type AuditFilterValues } from './audit-filter-values';

interface AuditFiltersProps {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
  /** Platform staff may widen the list to every owner. */
  staff: boolean;
  t: Translate<'AUDIT_LOG'>;
}

/** The user filter: the owner's users (every owner's when all are shown), searched on the server. */
function UserFilter({ value, onChange, t }: Omit<AuditFiltersProps, 'staff'>) {
  const { query: users, onSearch } = useSearchedQuery(
    'auditLog.users',
    (search) => ({ allOwners: value.allOwners, search: search.trim() }),
    { staleTime: 60_000 },
  );
  return (
    <Autocomplete
      className="wide"
      size="small"
      sx={{ minWidth: 220 }}
      options={users.data?.results ?? []}
      value={value.user}
      loading={users.isFetching}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(u) => u.userName}
      renderOption={(props, u) => (
        <li {...props} key={u.id}>
          {value.allOwners ? `${u.userName} (${u.ownerName})` : u.userName}
        </li>
      )}
      noOptionsText={t('NO_USERS')}
      onInputChange={(_e, next) => onSearch(next)}
      onChange={(_e, user) => onChange({ ...value, user })}
      renderInput={(params) => <TextField {...params} label={t('USER')} />}
    />
  );
}

function SelectFilter(props: {
  label: string;
  any: string;
  options: string[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <SelectField
      size="small"
      label={props.label}
      value={props.options.includes(props.value) ? props.value : ''}
      none={props.any}
      options={props.options.map((o) => ({ value: o, label: o }))}
      onChange={props.onChange}
      sx={{ minWidth: { md: 170 } }}
    />
  );
}

/** The filters picked from what the log holds (the facets): caption, facet, filter value. */
const FACETS = [
  ['CALL', 'actions', 'action'],
  ['OBJECT_TYPE', 'targetTypes', 'targetType'],
] as const;

/** Filters of the audit log: owner scope (platform staff), user, call, object type and a range of days. */
export function AuditFilters({ value, onChange, staff, t }: AuditFiltersProps) {
  const facets = useScopedQuery('auditLog.facets', { allOwners: value.allOwners }, { staleTime: 60_000 });
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
  const reversed = rangeReversed(value);
  const dateProps = {
    size: 'small',
    type: 'date',
    slotProps: { inputLabel: { shrink: true } },
    sx: { width: { md: 165 } },
  } as const;
  return (
    <Box
      component="section"
      aria-label={t('FILTERS')}
      sx={{
        // Two columns on a phone (the user and the owner switch span both), one row on a wide screen.
        display: { xs: 'grid', md: 'flex' },
        gridTemplateColumns: '1fr 1fr',
        flexWrap: 'wrap',
        gap: 1.5,
        mb: 2,
        alignItems: 'flex-start',
        '& > .wide': { gridColumn: '1 / -1' },
      }}
    >
      {staff && (
        <FormControlLabel
          className="wide"
          control={
            <Switch
              checked={value.allOwners}
              onChange={(e) => set({ allOwners: e.target.checked, user: null })}
            />
          }
          label={t('ALL_OWNERS')}
        />
      )}
      <UserFilter value={value} onChange={onChange} t={t} />
      {FACETS.map(([label, facet, field]) => (
        <SelectFilter
          key={field}
          label={t(label)}
          any={t('ANY')}
          options={facets.data?.[facet] ?? []}
          value={value[field]}
          onChange={(picked) => set({ [field]: picked })}
        />
      ))}
      <TextField
        {...dateProps}
        label={t('FROM')}
        value={value.from}
        onChange={(e) => set({ from: e.target.value })}
      />
      <TextField
        {...dateProps}
        label={t('TO')}
        value={value.to}
        error={reversed}
        helperText={reversed ? t('RANGE') : undefined}
        onChange={(e) => set({ to: e.target.value })}
      />
      <Button onClick={() => onChange({ ...value, ...NO_FILTERS })}>{t('CLEAR_FILTERS')}</Button>
    </Box>
  );
}
