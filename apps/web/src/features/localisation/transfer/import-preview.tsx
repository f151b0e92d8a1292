import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ImportPreview, RecordKind } from '@console/contract';
import { useLabels, type Translate } from '../../../lib/labels';

const KIND_LABELS: Record<RecordKind, 'KIND_LABEL' | 'KIND_ERROR' | 'KIND_CODE_LIST' | 'KIND_CODE_VALUE'> = {
  label: 'KIND_LABEL',
  error: 'KIND_ERROR',
  codeList: 'KIND_CODE_LIST',
  codeValue: 'KIND_CODE_VALUE',
};

/** A bad row as 'Row 4: message' (the server's message may already name its row). */
function errorLine(e: { row: number; message: string }, t: Translate<'FLEXY_IMPORT'>): string {
  if (/^row \d+/i.test(e.message)) return e.message;
  return e.row > 0
    ? t('ROW_ERROR', { row: e.row, message: e.message })
    : t('FILE_ERROR', { message: e.message });
}

/** What an import would do: counts, the bad rows (nothing is written then), and the rows to add or change. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const t = useLabels('FLEXY_IMPORT');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip color="success" label={t('ADDED', { n: preview.added })} />
        <Chip color="warning" label={t('CHANGED', { n: preview.changed })} />
        <Chip label={t('UNCHANGED', { n: preview.unchanged })} />
      </Stack>
      {preview.errors.length > 0 && (
        <Alert severity="error" role="alert">
          <Typography sx={{ fontWeight: 600 }}>{t('HAS_ERRORS')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {preview.errors.map((e) => (
              <li key={`${e.row}-${e.message}`}>{errorLine(e, t)}</li>
            ))}
          </Box>
        </Alert>
      )}
      {preview.errors.length === 0 && preview.rows.length === 0 && (
        <Alert severity="info">{t('NOTHING')}</Alert>
      )}
      {preview.rows.length > 0 && (
        <Box sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={t('PREVIEW')}>
            <TableHead>
              <TableRow>
                {(['ROW', 'STATUS', 'KIND', 'KEY', 'LANG', 'BEFORE', 'AFTER'] as const).map((c) => (
                  <TableCell key={c}>{t(c)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((r) => (
                <TableRow key={`${r.row}-${r.key}-${r.lang}`}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={r.status === 'added' ? 'success' : 'warning'}
                      label={t(r.status === 'added' ? 'STATUS_ADDED' : 'STATUS_CHANGED')}
                    />
                  </TableCell>
                  <TableCell>{t(KIND_LABELS[r.kind])}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{r.key}</TableCell>
                  <TableCell>{r.lang}</TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>{r.before ?? ''}</TableCell>
                  <TableCell>{r.after}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {preview.rowsTruncated && (
        <Typography variant="body2" color="text.secondary">
          {t('TRUNCATED', { n: preview.rows.length })}
        </Typography>
      )}
    </Stack>
  );
}
