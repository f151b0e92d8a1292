import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
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

function DiffRow({ diff, t }: { diff: FieldDiff; t: Translate<'AUDIT_LOG'> }) {
  const chip = CHIP[diff.change];
  return (
    <TableRow>
      <TableCell sx={cellSx} component="th" scope="row">
        {diff.path || '—'}
      </TableCell>
      <TableCell>
        {diff.change !== 'unchanged' && (
          <Chip
            size="small"
            variant="outlined"
            color={chip.color}
            label={t(chip.label)}
            // Orange text on white is below AA contrast: the text stays dark, the border carries the colour.
            sx={chip.color === 'warning' ? { color: 'text.primary' } : undefined}
          />
        )}
      </TableCell>
      <TableCell sx={{ ...cellSx, ...(diff.change !== 'unchanged' && { textDecoration: 'line-through' }) }}>
        {leafText(diff.before)}
      </TableCell>
      <TableCell sx={cellSx}>{leafText(diff.after)}</TableCell>
    </TableRow>
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
  const diffs = diffRecords(before, after);
  if (!diffs.length) return <Typography color="text.secondary">{t('NO_SNAPSHOT')}</Typography>;
  const changes = diffs.filter((d) => d.change !== 'unchanged');
  const unchanged = diffs.length - changes.length;
  const shown = showAll ? diffs : changes;
  return (
    <Box>
      {changes.length === 0 && <Typography color="text.secondary">{t('NO_CHANGES')}</Typography>}
      {shown.length > 0 && (
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
