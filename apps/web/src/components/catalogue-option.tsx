import type { HTMLAttributes } from 'react';
import { Box, Typography } from '@mui/material';
import type { MicroserviceChoice } from '@console/contract';

/** A catalogue microservice in a picker: its name over its description. */
export function CatalogueOption({
  props,
  option,
}: {
  props: HTMLAttributes<HTMLLIElement>;
  option: MicroserviceChoice;
}) {
  return (
    <li {...props}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {option.functionName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {option.functionDescription}
        </Typography>
      </Box>
    </li>
  );
}

/** Catalogue options whose name or description holds the typed text, without case. */
export function filterCatalogue(
  options: MicroserviceChoice[],
  { inputValue }: { inputValue: string },
): MicroserviceChoice[] {
  const q = inputValue.trim().toLowerCase();
  return q
    ? options.filter((o) => `${o.functionName} ${o.functionDescription}`.toLowerCase().includes(q))
    : options;
}
