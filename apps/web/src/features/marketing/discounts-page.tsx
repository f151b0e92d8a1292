import { useState } from 'react';
import { Button, List, ListItem, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DiscountRow } from '@console/contract';
import { ActionDialog } from '../../components/crud/action-dialog';
import { creditColumn, dateColumn } from '../../components/crud/columns';
import { CrudList } from '../../components/crud/crud-list';
import { ListPage } from '../../components/crud/list-page';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { DiscountFormDialog } from './discount-form-dialog';

/** /discount: Marketing - Discounts (001 section 2.10); the marketing-only user's landing page. */
export function DiscountsPage() {
  const t = useLabels('DISC');
  const formatDate = useFormatDate();
  const [linked, setLinked] = useState<DiscountRow | null>(null);
  const columns: GridColDef<DiscountRow>[] = [
    { field: 'name', headerName: t('NAME'), flex: 1, minWidth: 180 },
    creditColumn('discount', t('DISCOUNT')),
    dateColumn('startDate', t('START_DATE'), formatDate, { width: 130 }),
    dateColumn('endDate', t('END_DATE'), formatDate, { width: 130 }),
    {
      field: 'micros',
      headerName: t('MICROSERVICES'),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            setLinked(row);
          }}
          aria-label={`${t('CLICK')}: ${t('LINKED')} ${row.name}`}
        >
          {t('CLICK')}
        </Button>
      ),
    },
  ];
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={t('TITLE')}>
      <CrudList
        call="discounts.list"
        columns={columns}
        t={t}
        add={t('ADD')}
        edit={t('EDIT')}
        remove={{ call: 'discounts.delete' }}
        form={(id, onClose) => <DiscountFormDialog id={id} onClose={onClose} />}
      />
      {linked && (
        <ActionDialog
          title={`${t('LINKED')}: ${linked.name}`}
          width={420}
          onClose={() => setLinked(null)}
          cancelLabel={t('OKAY')}
          actions={null}
        >
          {linked.micros.length ? (
            <List dense>
              {linked.micros.map((m) => (
                <ListItem key={m.id}>{m.name}</ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{t('NO_DATA')}</Typography>
          )}
        </ActionDialog>
      )}
    </ListPage>
  );
}
