import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/data-table';
import type { TableQuery } from '../../../components/table-query';
import { useLabels } from '../../../lib/labels';
import { CodeWithSource } from '../shared/source-chip';
import type { MessageKind } from './message-kinds';
import type { MessageRow } from './message-types';

interface MessageTableProps {
  kind: MessageKind;
  query: TableQuery;
  onQueryChange: (patch: Partial<TableQuery>) => void;
  selection: number[];
  onSelectionChange: (ids: number[]) => void;
  onOpen: (row: MessageRow) => void;
  actions: ReactNode;
}

/** 002 sections 2.2 and 2.3: screenName, screenCode, labelCode (or errorCode) and text; a row opens its form. */
export function MessageTable({
  kind,
  query,
  onQueryChange,
  selection,
  onSelectionChange,
  onOpen,
  actions,
}: MessageTableProps) {
  const t = useLabels(kind.screen);
  const list = kind.useList(query);
  const columns: GridColDef<MessageRow>[] = [
    { field: 'screenName', headerName: t('SCREEN_NAME'), flex: 1, minWidth: 160 },
    { field: 'screenCode', headerName: t('SCREEN_CODE'), flex: 0.8, minWidth: 130 },
    {
      field: 'code',
      headerName: t('CODE'),
      flex: 1.2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <CodeWithSource code={row.code} inherited={row.source === 'platform'} platformLabel={t('PLATFORM')} />
      ),
    },
    { field: 'text', headerName: t('TEXT'), flex: 2, minWidth: 220 },
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
      isRowSelectable={(row) => row.source === 'owner'}
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
