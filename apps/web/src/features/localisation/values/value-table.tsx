import type { GridColDef } from '@mui/x-data-grid';
import type { CodeValueRow } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { LocalisationTable, type ListTableProps, type LoadedRows } from '../shared/localisation-table';

/** Extra attributes as the spec shows them: 'attribute : value', comma separated. */
export const attributesText = (row: CodeValueRow) =>
  row.attributes.map((a) => `${a.attribute} : ${a.value}`).join(', ');

/** 002 section 2.5: order, code, value and extra attributes; clicking a row opens its sub-list. */
export function ValueTable(props: ListTableProps<CodeValueRow> & LoadedRows<CodeValueRow>) {
  const t = useLabels('FLEXY_VALUE');
  const columns: GridColDef<CodeValueRow>[] = [
    { field: 'orderBy', headerName: t('ORDER'), width: 100 },
    { field: 'code', headerName: t('CODE'), flex: 1, minWidth: 160 },
    { field: 'value', headerName: t('VALUE'), flex: 1.5, minWidth: 200 },
    {
      field: 'attributes',
      headerName: t('EXTRA'),
      flex: 1.5,
      minWidth: 220,
      sortable: false,
      valueGetter: (_value, row) => attributesText(row),
      renderCell: ({ value }) => <span title={String(value)}>{String(value)}</span>,
    },
  ];
  return <LocalisationTable {...props} columns={columns} t={t} />;
}
