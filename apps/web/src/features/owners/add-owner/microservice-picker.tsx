import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import type { MicroserviceChoice } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { useMicroserviceCatalogue } from '../api/list-catalogue';

interface MicroservicePickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  enabled: boolean;
}

/** Searchable multi-select of catalogue microservices: name and description, removable chips, a count. */
export function MicroservicePicker({ value, onChange, enabled }: MicroservicePickerProps) {
  const t = useLabels('OWN_LIST');
  const catalogue = useMicroserviceCatalogue(enabled);
  const options = catalogue.data?.results ?? [];
  const selected = options.filter((o) => value.includes(o.functionId));
  return (
    <Box>
      <Autocomplete<MicroserviceChoice, true>
        multiple
        options={options}
        loading={catalogue.isLoading}
        value={selected}
        disableCloseOnSelect
        onChange={(_e, items) => onChange(items.map((i) => i.functionId))}
        getOptionLabel={(o) => o.functionName}
        isOptionEqualToValue={(a, b) => a.functionId === b.functionId}
        filterOptions={(opts, { inputValue }) => {
          const q = inputValue.trim().toLowerCase();
          return q
            ? opts.filter((o) => `${o.functionName} ${o.functionDescription}`.toLowerCase().includes(q))
            : opts;
        }}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {option.functionName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {option.functionDescription}
              </Typography>
            </Box>
          </li>
        )}
        renderValue={(items, getItemProps) =>
          items.map((item, index) => {
            const { key, ...chipProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={item.functionName} {...chipProps} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label={t('MICROSERVICES')} placeholder={t('SEARCH_MICROSERVICES')} />
        )}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {t('SELECTED_COUNT', { n: selected.length })}
      </Typography>
    </Box>
  );
}
