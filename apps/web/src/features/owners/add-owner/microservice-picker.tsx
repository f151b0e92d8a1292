import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import type { MicroserviceChoice } from '@console/contract';
import { CatalogueOption, filterCatalogue } from '../../../components/catalogue-option';
import { useLabels } from '../../../lib/labels';
import { useCallQuery } from '../../../lib/query';

interface MicroservicePickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  enabled: boolean;
}

/** Searchable multi-select of catalogue microservices: name and description, removable chips, a count. */
export function MicroservicePicker({ value, onChange, enabled }: MicroservicePickerProps) {
  const t = useLabels('OWN_LIST');
  const catalogue = useCallQuery('microservices.catalogue', {}, { enabled });
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
        filterOptions={filterCatalogue}
        renderOption={({ key, ...props }, option) => (
          <CatalogueOption key={key} props={props} option={option} />
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
