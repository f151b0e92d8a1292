import type { ReactNode } from 'react';
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { OutageRow } from '@console/contract';
import { dateColumn, richTextColumn } from '../../components/crud/columns';
import { CrudList } from '../../components/crud/crud-list';
import { RichTextView } from '../../components/rich-text-view';
import { useLabels } from '../../lib/labels';
import { OutageFormDialog } from './outage-form-dialog';
import { useFormatMoment } from './format-moment';

/** OUTAGE, STATUS, START DATE, END DATE (001 section 2.2), and the microservices an outage affects. */
export function OutageList({ toggle }: { toggle: ReactNode }) {
  const t = useLabels('NOTIFICATIONS');
  const moment = useFormatMoment();
  const columns: GridColDef<OutageRow>[] = [
    richTextColumn('outage', t('OUTAGE'), { flex: 4, minWidth: 220 }),
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
    dateColumn('startDateTime', t('START_DATE'), moment, { flex: 1.5, minWidth: 150 }),
    dateColumn('endDateTime', t('END_DATE'), moment, { flex: 1.5, minWidth: 150 }),
  ];
  return (
    <CrudList
      call="outages.list"
      columns={columns}
      t={t}
      leading={toggle}
      add={t('ADD')}
      remove={{ call: 'outages.delete' }}
      detail={{
        call: 'outages.info',
        title: t('OUTAGE'),
        subtitle: (o) => o.status,
        fields: (o) => ({
          STATUS: o.status,
          START_DATE: moment(o.startDateTime),
          END_DATE: moment(o.endDateTime),
          MICROSERVICES: o.microservices.map((m) => m.name).join(', '),
          OUTAGE: <RichTextView html={o.outage} />,
        }),
      }}
      form={(id, onClose) => <OutageFormDialog id={id} onClose={onClose} />}
    />
  );
}
