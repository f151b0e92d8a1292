import { Typography } from '@mui/material';

/** One read-only value of a detail dialog under its caption ('—' when empty). */
export function DetailField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </div>
  );
}
