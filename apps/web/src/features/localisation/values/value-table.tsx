import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { CodeValueRow } from '@console/contract';
import { DataTable } from '../../../components/data-table';
import type { TableQuery } from '../../../components/table-query';
import { useLabels } from '../../../lib/labels';

interface ValueTableProps {
  rows: CodeValueRow[];
  total: number;
  loading: boolean;
  failed: boolean;
  query: TableQuery;
  onQueryChange: (patch: Partial<TableQuery>) => void;
  selection: number[];
  onSelectionChange: (ids: number[]) => void;
  onOpen: (row: CodeValueRow) => void;
  actions: ReactNode;
}

/** Extra attributes as the spec shows them: 'attribute : value', comma separated. */
export const attributesText = (row: CodeValueRow) =>
  row.attributes.map((a) => `${a.attribute} : ${a.value}`).join(', ');

/** 002 section 2.5: order, code, value and extra attributes; clicking a row opens its sub-list. */
export function ValueTable({
  rows,
  total,
  loading,
  failed,
  query,
  onQueryChange,
  selection,
  onSelectionChange,
  onOpen,
  actions,
}: ValueTableProps) {
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
  return (
    <DataTable
      rows={rows}
      total={total}
      loading={loading}
      columns={columns}
      getRowId={(row) => row.id}
      query={query}
      onQueryChange={onQueryChange}
      selection={selection}
      onSelectionChange={onSelectionChange}
      onRowClick={onOpen}
      actions={actions}
      labels={{
        search: t('SEARCH'),
        selected: (n) => t('SELECTED_COUNT', { n }),
        noRows: failed ? t('LOAD_FAILED') : t('NO_ROWS'),
      }}
    />
  );
}
