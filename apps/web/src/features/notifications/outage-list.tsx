import type { ReactNode } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { OUTAGE_SORT_FIELDS, richTextWords, type OutageRow } from '@console/contract';
import { DetailDialog } from '../../components/crud/detail-dialog';
import { RichTextView } from '../../components/rich-text-view';
import { useLabels } from '../../lib/labels';
import { useRecordQuery } from '../../lib/query';
import { DetailField } from '../../components/crud/detail-field';
import { NoticeList } from './notice-list';
import { OutageFormDialog } from './outage-form-dialog';
import { useFormatMoment } from './format-moment';

/** OUTAGE, STATUS, START DATE, END DATE (001 section 2.2), and the microservices an outage affects. */
export function OutageList({ toggle }: { toggle: ReactNode }) {
  const t = useLabels('NOTIFICATIONS');
  const moment = useFormatMoment();
  const columns: GridColDef<OutageRow>[] = [
    {
      field: 'outage',
      headerName: t('OUTAGE'),
      flex: 4,
      minWidth: 220,
      valueGetter: (value: string) => richTextWords(value).replace(/\s+/g, ' '),
    },
    {
      field: 'status',
      headerName: t('STATUS'),
      flex: 1,
      minWidth: 100,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.status}
          color={row.status === 'Active' ? 'error' : 'default'}
          variant={row.status === 'Active' ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      field: 'startDateTime',
      headerName: t('START_DATE'),
      flex: 1.5,
      minWidth: 150,
      valueFormatter: (v: string | null) => moment(v),
    },
    {
      field: 'endDateTime',
      headerName: t('END_DATE'),
      flex: 1.5,
      minWidth: 150,
      valueFormatter: (v: string | null) => moment(v),
    },
  ];
  return (
    <NoticeList
      call="outages.list"
      deleteCall="outages.delete"
      columns={columns}
      sortFields={OUTAGE_SORT_FIELDS}
      toggle={toggle}
      Detail={OutageDetail}
      Form={OutageFormDialog}
    />
  );
}

function OutageDetail({ id, onClose, onEdit }: { id: number; onClose: () => void; onEdit: () => void }) {
  const t = useLabels('NOTIFICATIONS');
  const moment = useFormatMoment();
  const info = useRecordQuery('outages.info', id);
  const o = info.data;
  return (
    <DetailDialog
      open
      title={t('OUTAGE')}
      subtitle={o?.status}
      loading={info.isLoading}
      error={info.error}
      labels={{ failed: t('LOAD_FAILED'), loading: t('OUTAGE'), cancel: t('CANCEL'), edit: t('EDIT') }}
      onEdit={o ? onEdit : undefined}
      onClose={onClose}
    >
      {o && (
        <Stack spacing={1.5}>
          <DetailField label={t('STATUS')} value={o.status} />
          <DetailField label={t('START_DATE')} value={moment(o.startDateTime)} />
          <DetailField label={t('END_DATE')} value={moment(o.endDateTime)} />
          <DetailField label={t('MICROSERVICES')} value={o.microservices.map((m) => m.name).join(', ')} />
          <div>
            <Typography variant="caption" color="text.secondary">
              {t('OUTAGE')}
            </Typography>
            <RichTextView html={o.outage} />
          </div>
        </Stack>
      )}
    </DetailDialog>
  );
}
