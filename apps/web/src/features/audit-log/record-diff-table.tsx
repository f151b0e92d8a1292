import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Translate } from '../../lib/labels';
import { diffRecords, leafText, type FieldChange, type FieldDiff } from './record-diff';

const CHIP: Record<
  FieldChange,
  { label: 'CHANGED' | 'ADDED' | 'REMOVED' | 'CHANGE'; color: 'warning' | 'success' | 'error' | 'default' }
> = {
  changed: { label: 'CHANGED', color: 'warning' },
  added: { label: 'ADDED', color: 'success' },
  removed: { label: 'REMOVED', color: 'error' },
  unchanged: { label: 'CHANGE', color: 'default' },
};

const cellSx = { fontFamily: 'monospace', wordBreak: 'break-word', verticalAlign: 'top' } as const;

function ChangeChip({ change, t }: { change: FieldChange; t: Translate<'AUDIT_LOG'> }) {
  if (change === 'unchanged') return null;
  const chip = CHIP[change];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={chip.color}
      label={t(chip.label)}
      // Orange text on white is below AA contrast: the text stays dark, the border carries the colour.
      sx={chip.color === 'warning' ? { color: 'text.primary' } : undefined}
    />
  );
}

const struck = (d: FieldDiff) => (d.change !== 'unchanged' ? { textDecoration: 'line-through' } : {});

function DiffRow({ diff, t }: { diff: FieldDiff; t: Translate<'AUDIT_LOG'> }) {
  return (
    <TableRow>
      <TableCell sx={cellSx} component="th" scope="row">
        {diff.path || '—'}
      </TableCell>
      <TableCell>
        <ChangeChip change={diff.change} t={t} />
      </TableCell>
      <TableCell sx={{ ...cellSx, ...struck(diff) }}>{leafText(diff.before)}</TableCell>
      <TableCell sx={cellSx}>{leafText(diff.after)}</TableCell>
    </TableRow>
  );
}

/** On a phone, each field on its own lines: path and change, then before and after. */
function DiffList({ diffs, t }: { diffs: FieldDiff[]; t: Translate<'AUDIT_LOG'> }) {
  const line = (label: string, value: unknown, sx: object = {}) => (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      <Box component="span" sx={{ ...cellSx, ...sx }}>
        {leafText(value)}
      </Box>
    </Typography>
  );
  return (
    <Box component="ul" aria-label={t('CHANGES')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {diffs.map((d) => (
        <Box component="li" key={d.path} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography sx={{ ...cellSx, fontWeight: 600 }}>{d.path || '—'}</Typography>
            <ChangeChip change={d.change} t={t} />
          </Stack>
          {d.change !== 'added' && line(t('BEFORE'), d.before, struck(d))}
          {d.change !== 'removed' && line(t('AFTER'), d.after)}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The before/after of an audit record field by field: changed, added and removed fields, the unchanged
 * ones behind a toggle.
 */
export function RecordDiffTable({
  before,
  after,
  t,
}: {
  before: unknown;
  after: unknown;
  t: Translate<'AUDIT_LOG'>;
}) {
  const [showAll, setShowAll] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const diffs = diffRecords(before, after);
  if (!diffs.length) return <Typography color="text.secondary">{t('NO_SNAPSHOT')}</Typography>;
  const changes = diffs.filter((d) => d.change !== 'unchanged');
  const unchanged = diffs.length - changes.length;
  const shown = showAll ? diffs : changes;
  return (
    <Box>
      {changes.length === 0 && <Typography color="text.secondary">{t('NO_CHANGES')}</Typography>}
      {shown.length > 0 && phone && <DiffList diffs={shown} t={t} />}
      {shown.length > 0 && !phone && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('CHANGES')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('FIELD')}</TableCell>
                <TableCell>{t('CHANGE')}</TableCell>
                <TableCell>{t('BEFORE')}</TableCell>
                <TableCell>{t('AFTER')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((d) => (
                <DiffRow key={d.path} diff={d} t={t} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {unchanged > 0 && (
        <Button size="small" sx={{ mt: 1 }} aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
          {showAll ? t('HIDE_UNCHANGED') : t('SHOW_UNCHANGED', { n: unchanged })}
        </Button>
      )}
    </Box>
  );
}
