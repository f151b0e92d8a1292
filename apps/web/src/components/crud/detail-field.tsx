import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One read-only value of a detail dialog under its caption ('—' when empty); a node (chips, markdown) as it is. */
export function DetailField({ label, value }: { label: string; value: ReactNode }) {
  const text = typeof value === 'string' || typeof value === 'number' || !value;
  return (
    // minWidth 0 and wrapping anywhere: a long value (a URL) breaks inside its grid cell, never over the next.
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {text ? <Typography>{value || '—'}</Typography> : value}
    </Box>
  );
}
