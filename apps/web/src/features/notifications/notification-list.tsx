import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { NotificationRow } from '@console/contract';
import { dateColumn, richTextColumn } from '../../components/crud/columns';
import { CrudList } from '../../components/crud/crud-list';
import { RichTextView } from '../../components/rich-text-view';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { NotificationFormDialog } from './notification-form-dialog';

/** TYPE, MESSAGE, VERSION, CREATED_BY, DATE_CREATED at 10/50/10/10/20 % (001 section 2.2). */
export function NotificationList({ toggle }: { toggle: ReactNode }) {
  const t = useLabels('NOTIFICATIONS');
  const formatDate = useFormatDate();
  const columns: GridColDef<NotificationRow>[] = [
    { field: 'type', headerName: t('TYPE'), flex: 1, minWidth: 90 },
    richTextColumn('message', t('MESSAGE'), { flex: 5, minWidth: 220 }),
    { field: 'version', headerName: t('VERSION'), flex: 1, minWidth: 90 },
    { field: 'createdBy', headerName: t('CREATED_BY'), flex: 1, minWidth: 140 },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate, { flex: 2, minWidth: 130 }),
  ];
  return (
    <CrudList
      call="notifications.list"
      columns={columns}
      t={t}
      leading={toggle}
      add={t('ADD')}
      remove={{ call: 'notifications.delete' }}
      detail={{
        call: 'notifications.info',
        title: t('NOTIFICATION'),
        subtitle: (n) => n.version,
        fields: (n) => ({
          TYPE: n.type,
          VERSION: n.version,
          CREATED_BY: `${n.createdBy} · ${formatDate(n.dateCreated)}`,
          MESSAGE: <RichTextView html={n.message} />,
        }),
      }}
      form={(id, onClose) => <NotificationFormDialog id={id} onClose={onClose} />}
    />
  );
}
