import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { CodeListRow } from '@console/contract';
import { DataTable } from '../../../components/data-table';
import type { TableQuery } from '../../../components/table-query';
import { useLabels } from '../../../lib/labels';
import { useCodeListList } from '../api/list-code-lists';
import { CodeWithSource } from '../shared/source-chip';

interface CodeListTableProps {
  query: TableQuery;
  onQueryChange: (patch: Partial<TableQuery>) => void;
  selection: number[];
  onSelectionChange: (ids: number[]) => void;
  onOpen: (row: CodeListRow) => void;
  actions: ReactNode;
}

/** 002 section 2.4: list code, list name and list description; a row opens its values. */
export function CodeListTable({
  query,
  onQueryChange,
  selection,
  onSelectionChange,
  onOpen,
  actions,
}: CodeListTableProps) {
  const t = useLabels('FLEXY_CODE');
  const list = useCodeListList(query);
  const columns: GridColDef<CodeListRow>[] = [
    {
      field: 'code',
      headerName: t('LIST_CODE'),
      flex: 1.3,
      minWidth: 240,
      renderCell: ({ row }) => (
        <CodeWithSource code={row.code} inherited={row.source === 'platform'} platformLabel={t('PLATFORM')} />
      ),
    },
    { field: 'title', headerName: t('LIST_NAME'), flex: 1, minWidth: 180 },
    { field: 'desc', headerName: t('LIST_DESC'), flex: 2, minWidth: 220 },
  ];
  return (
    <DataTable
      rows={list.data?.rows ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
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
        noRows: list.error ? t('LOAD_FAILED') : t('NO_ROWS'),
      }}
    />
  );
}
