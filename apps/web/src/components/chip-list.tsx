import { Chip, Stack, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

interface ChipListProps {
  /** The chips: a text is its own key and label. */
  items: Array<string | { key: string | number; label: string; outlined?: boolean }>;
  /** A muted line when there is nothing; nothing at all without it. */
  empty?: string;
  size?: 'small' | 'medium';
  /** Between chips, in theme spacing units. */
  gap?: number;
  sx?: SxProps<Theme>;
}

/** Read-only chips in a wrapping row (a record's keywords, a group's functions and members ...). */
export function ChipList({ items, empty, size, gap = 1, sx }: ChipListProps) {
  if (!items.length) return empty ? <Typography color="text.secondary">{empty}</Typography> : null;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={gap} sx={sx}>
      {items
        .map((x) => (typeof x === 'string' ? { key: x, label: x } : x))
        .map((x) => (
          <Chip key={x.key} size={size} variant={x.outlined ? 'outlined' : undefined} label={x.label} />
        ))}
    </Stack>
  );
}
