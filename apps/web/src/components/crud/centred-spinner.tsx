import { Box, CircularProgress } from '@mui/material';

/** A spinner named `label`, centred in the space of what is loading. */
export function CentredSpinner({ label, py = 6 }: { label: string; py?: number }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
