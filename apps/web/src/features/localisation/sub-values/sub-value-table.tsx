import type { GridColDef } from '@mui/x-data-grid';
import type { SubValueRow } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { LocalisationTable, type ListTableProps, type LoadedRows } from '../shared/localisation-table';

/** 002 section 2.6: ORDERBY, CODE, VALUE; a row opens the edit dialog. */
export function SubValueTable(props: ListTableProps<SubValueRow> & LoadedRows<SubValueRow>) {
  const t = useLabels('FLEXY_SUBVALUE');
  const columns: GridColDef<SubValueRow>[] = [
    { field: 'orderBy', headerName: t('ORDERBY'), width: 110 },
    { field: 'code', headerName: t('CODE'), flex: 1, minWidth: 160 },
    { field: 'value', headerName: t('VALUE'), flex: 2, minWidth: 220 },
  ];
  return <LocalisationTable {...props} columns={columns} t={t} />;
}
