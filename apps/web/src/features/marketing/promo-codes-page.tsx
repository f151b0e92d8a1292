import type { GridColDef } from '@mui/x-data-grid';
import type { PromoRow, PromoStatus } from '@console/contract';
import { dateColumn, figureColumn, statusChipColumn } from '../../components/crud/columns';
import { CrudList } from '../../components/crud/crud-list';
import { ListPage } from '../../components/crud/list-page';
import { useListFilter, useListState } from '../../components/crud/list-state';
import { StateToggle } from '../../components/state-toggle';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { PromoFormDialog } from './promo-form-dialog';

/** /promocode: Marketing - Promo Codes (001 section 2.9), Active (default) or Inactive. */
export function PromoCodesPage() {
  const t = useLabels('PROMO');
  const formatDate = useFormatDate();
  const list = useListState();
  const [status, setStatus] = useListFilter<PromoStatus>(list, 'Active', true);
  const columns: GridColDef<PromoRow>[] = [
    { field: 'code', headerName: t('CODE'), width: 160 },
    { field: 'type', headerName: t('TYPE'), width: 100 },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 1, minWidth: 220, sortable: false },
    figureColumn('redeemed', t('REDEEMED'), 110, { sortable: false }),
    dateColumn('dateUpdated', t('UPDATED_DATE'), formatDate, { width: 140 }),
    statusChipColumn({ field: 'status', headerName: t('STATUS'), width: 120 }, (row: PromoRow) => ({
      on: row.status === 'Active',
      label: row.status === 'Active' ? t('ACTIVE') : t('INACTIVE'),
    })),
  ];
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={t('TITLE')}>
      <CrudList
        call="promoCodes.list"
        filters={{ status }}
        state={list}
        columns={columns}
        t={t}
        leading={
          <StateToggle
            label={t('STATUS')}
            value={status}
            options={[
              { value: 'Active', label: t('ACTIVE') },
              { value: 'Inactive', label: t('INACTIVE') },
            ]}
            onChange={setStatus}
          />
        }
        add={t('ADD')}
        edit={t('EDIT')}
        remove={{ call: 'promoCodes.delete' }}
        form={(id, onClose) => <PromoFormDialog id={id} onClose={onClose} />}
      />
    </ListPage>
  );
}
