import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** One read-only value of a detail dialog under its caption ('—' when empty); a node (chips, markdown) as it is. */
export function DetailField({ label, value }: { label: string; value: ReactNode }) {
  const text = typeof value === 'string' || typeof value === 'number' || !value;
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {text ? <Typography>{value || '—'}</Typography> : value}
    </div>
  );
}
