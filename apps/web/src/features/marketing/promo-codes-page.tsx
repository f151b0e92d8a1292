import { useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { PROMO_SORT_FIELDS, type PromoRow, type PromoStatus } from '@console/contract';
import { dateColumn, statusChipColumn } from '../../components/crud/columns';
import { CrudTable } from '../../components/crud/crud-table';
import { DeleteSelected } from '../../components/crud/delete-selected';
import { ListPage } from '../../components/crud/list-page';
import { useListState } from '../../components/crud/list-state';
import { AddButton, EditButton } from '../../components/crud/toolbar-buttons';
import { StateToggle } from '../../components/state-toggle';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { PromoFormDialog } from './promo-form-dialog';

/** /promocode: Marketing - Promo Codes (001 section 2.9), Active (default) or Inactive. */
export function PromoCodesPage() {
  const t = useLabels('PROMO');
  const formatDate = useFormatDate();
  const list = useListState();
  const [status, setStatus] = useState<PromoStatus>('Active');
  const columns: GridColDef<PromoRow>[] = [
    { field: 'code', headerName: t('CODE'), width: 160 },
    { field: 'type', headerName: t('TYPE'), width: 100 },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 1, minWidth: 220, sortable: false },
    {
      field: 'redeemed',
      headerName: t('REDEEMED'),
      width: 110,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
    },
    dateColumn('dateUpdated', t('UPDATED_DATE'), formatDate, { width: 140 }),
    statusChipColumn({ field: 'status', headerName: t('STATUS'), width: 120 }, (row: PromoRow) => ({
      on: row.status === 'Active',
      label: row.status === 'Active' ? t('ACTIVE') : t('INACTIVE'),
    })),
  ];
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={t('TITLE')}>
      <CrudTable
        call="promoCodes.list"
        filters={{ status }}
        state={list}
        columns={columns}
        sortFields={PROMO_SORT_FIELDS}
        t={t}
        onOpen={(row) => list.setEditing(row.id)}
        actions={
          <>
            <StateToggle
              label={t('STATUS')}
              value={status}
              options={[
                { value: 'Active', label: t('ACTIVE') },
                { value: 'Inactive', label: t('INACTIVE') },
              ]}
              onChange={(next) => {
                setStatus(next);
                list.setQuery({ page: 0 });
                list.setSelection([]);
              }}
            />
            <AddButton label={t('ADD')} onClick={() => list.setEditing(0)} />
            <EditButton label={t('EDIT')} selection={list.selection} onEdit={list.setEditing} />
            <DeleteSelected
              call="promoCodes.delete"
              ids={list.selection}
              t={t}
              onDeleted={() => list.setSelection([])}
              onError={list.setBanner}
            />
          </>
        }
      />
      {list.editing !== null && <PromoFormDialog id={list.editing} onClose={list.closeEditor} />}
    </ListPage>
  );
}
