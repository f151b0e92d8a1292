import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { NOTIFICATION_SORT_FIELDS, richTextWords, type NotificationRow } from '@console/contract';
import { dateColumn } from '../../components/crud/columns';
import { DetailDialog } from '../../components/crud/detail-dialog';
import { DetailField } from '../../components/crud/detail-field';
import { RichTextView } from '../../components/rich-text-view';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useRecordQuery } from '../../lib/query';
import { NoticeList } from './notice-list';
import { NotificationFormDialog } from './notification-form-dialog';

/** TYPE, MESSAGE, VERSION, CREATED_BY, DATE_CREATED at 10/50/10/10/20 % (001 section 2.2). */
export function NotificationList({ toggle }: { toggle: ReactNode }) {
  const t = useLabels('NOTIFICATIONS');
  const formatDate = useFormatDate();
  const columns: GridColDef<NotificationRow>[] = [
    { field: 'type', headerName: t('TYPE'), flex: 1, minWidth: 90 },
    {
      field: 'message',
      headerName: t('MESSAGE'),
      flex: 5,
      minWidth: 220,
      valueGetter: (value: string) => richTextWords(value).replace(/\s+/g, ' '),
    },
    { field: 'version', headerName: t('VERSION'), flex: 1, minWidth: 90 },
    { field: 'createdBy', headerName: t('CREATED_BY'), flex: 1, minWidth: 140 },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate, { flex: 2, minWidth: 130 }),
  ];
  return (
    <NoticeList
      call="notifications.list"
      deleteCall="notifications.delete"
      columns={columns}
      sortFields={NOTIFICATION_SORT_FIELDS}
      toggle={toggle}
      Detail={NotificationDetail}
      Form={NotificationFormDialog}
    />
  );
}

function NotificationDetail({
  id,
  onClose,
  onEdit,
}: {
  id: number;
  onClose: () => void;
  onEdit: () => void;
}) {
  const t = useLabels('NOTIFICATIONS');
  const formatDate = useFormatDate();
  const info = useRecordQuery('notifications.info', id);
  const n = info.data;
  return (
    <DetailDialog
      open
      title={t('NOTIFICATION')}
      subtitle={n?.version}
      loading={info.isLoading}
      error={info.error}
      labels={{ failed: t('LOAD_FAILED'), loading: t('NOTIFICATION'), cancel: t('CANCEL'), edit: t('EDIT') }}
      onEdit={n ? onEdit : undefined}
      onClose={onClose}
    >
      {n && (
        <Stack spacing={1.5}>
          <DetailField label={t('TYPE')} value={n.type} />
          <DetailField label={t('VERSION')} value={n.version} />
          <DetailField label={t('CREATED_BY')} value={`${n.createdBy} · ${formatDate(n.dateCreated)}`} />
          <div>
            <Typography variant="caption" color="text.secondary">
              {t('MESSAGE')}
            </Typography>
            <RichTextView html={n.message} />
          </div>
        </Stack>
      )}
    </DetailDialog>
  );
}
