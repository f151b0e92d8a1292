import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { SubValueRow } from '@console/contract';
import { DataTable } from '../../../components/data-table';
import type { TableQuery } from '../../../components/table-query';
import { useLabels } from '../../../lib/labels';

interface SubValueTableProps {
  rows: SubValueRow[];
  total: number;
  loading: boolean;
  failed: boolean;
  query: TableQuery;
  onQueryChange: (patch: Partial<TableQuery>) => void;
  selection: number[];
  onSelectionChange: (ids: number[]) => void;
  onOpen: (row: SubValueRow) => void;
  actions: ReactNode;
}

/** 002 section 2.6: ORDERBY, CODE, VALUE; a row opens the edit dialog. */
export function SubValueTable({
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
}: SubValueTableProps) {
  const t = useLabels('FLEXY_SUBVALUE');
  const columns: GridColDef<SubValueRow>[] = [
    { field: 'orderBy', headerName: t('ORDERBY'), width: 110 },
    { field: 'code', headerName: t('CODE'), flex: 1, minWidth: 160 },
    { field: 'value', headerName: t('VALUE'), flex: 2, minWidth: 220 },
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
