import { Box, Stack, Typography } from '@mui/material';
import type { AuditInfo } from '@console/contract';
import { DetailDialog } from '../../components/crud/detail-dialog';
import { useFormatDateTime } from '../../lib/format';
import { useLabels, type Translate } from '../../lib/labels';
import { useRecordQuery } from '../../lib/query';
import { RecordDiffTable } from './record-diff-table';

function Facts({ record, t }: { record: AuditInfo; t: Translate<'AUDIT_LOG'> }) {
  const formatDateTime = useFormatDateTime();
  const facts: Array<[string, string]> = [
    [t('TIME'), formatDateTime(record.at)],
    [t('USER'), record.userName || '—'],
    [t('OWNER'), record.ownerName || '—'],
    [t('ORGANISATION'), record.orgName || '—'],
    [t('CALL'), record.action],
    [t('OBJECT_TYPE'), record.targetType],
    [t('OBJECT_ID'), record.targetId || '—'],
    [t('ADDRESS'), record.ip || '—'],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'max-content 1fr', sm: 'max-content 1fr max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mb: 3,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** An audit record: who changed what, when and from where, and its before/after field by field. */
export function AuditRecordDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useLabels('AUDIT_LOG');
  const record = useRecordQuery('auditLog.info', id);
  const data = record.data;
  return (
    <DetailDialog
      open={id !== null}
      title={t('DETAIL_TITLE')}
      subtitle={data ? `${data.action} · ${data.targetType} ${data.targetId}` : undefined}
      loading={record.isLoading}
      error={record.error}
      labels={{ failed: t('LOAD_FAILED'), loading: t('LOADING'), cancel: t('CLOSE') }}
      readOnly
      onClose={onClose}
      width={900}
    >
      {data && (
        <Stack>
          <Facts record={data} t={t} />
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('CHANGES')}
          </Typography>
          <RecordDiffTable before={data.before} after={data.after} t={t} />
        </Stack>
      )}
    </DetailDialog>
  );
}
