import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { ScreenLabels } from './crud-table';

/**
 * One read-only value of a detail dialog under its caption ('—' when empty); a number as it is (0
 * too); a node (chips, markdown) as it is.
 */
export function DetailField({ label, value }: { label: string; value: ReactNode }) {
  const text = typeof value === 'string' || typeof value === 'number' || !value;
  const empty = value === '' || value === null || value === undefined || value === false;
  return (
    // minWidth 0 and wrapping anywhere: a long value (a URL) breaks inside its grid cell, never over the next.
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {text ? <Typography>{empty ? '—' : value}</Typography> : value}
    </Box>
  );
}

/**
 * A record's values by caption code, in the order shown; a field left out of the object is not shown
 * (`...(approved && { MODEL_STATUS: r.modelStatus })`).
 */
export type DetailValues<C extends string> = { [K in C]?: ReactNode };

/** A run of `DetailField`s, each captioned by its code in the screen's labels. */
export function DetailFields<C extends string>({
  t,
  fields,
}: {
  t: ScreenLabels<NoInfer<C>>;
  fields: DetailValues<C>;
}) {
  return Object.entries<ReactNode>(fields).map(([code, value]) => (
    <DetailField key={code} label={t(code as C)} value={value} />
  ));
}
