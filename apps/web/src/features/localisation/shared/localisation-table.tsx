import type { ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { DataTable } from '../../../components/crud/data-table';
import type { TableQuery } from '../../../components/crud/table-query';
import type { ScreenLabels } from './screen-labels';
import { CodeWithSource } from './source-chip';

/** What a localisation list page hands its table. */
export interface ListTableProps<R> {
  query: TableQuery;
  onQueryChange: (patch: Partial<TableQuery>) => void;
  selection: number[];
  onSelectionChange: (ids: number[]) => void;
  onOpen: (row: R) => void;
  actions: ReactNode;
}

/** The rows a page has already loaded for its table. */
export interface LoadedRows<R> {
  rows: R[];
  total: number;
  loading: boolean;
  failed: boolean;
}

/** A list query's rows as the table takes them. */
export function loadedRows<R>(list: {
  data?: { rows: R[]; total: number };
  isFetching: boolean;
  error: unknown;
}): LoadedRows<R> {
  return {
    rows: list.data?.rows ?? [],
    total: list.data?.total ?? 0,
    loading: list.isFetching,
    failed: Boolean(list.error),
  };
}

type TableLabels = ScreenLabels<'SEARCH' | 'SELECTED_COUNT' | 'LOAD_FAILED' | 'NO_ROWS'>;

interface LocalisationTableProps<R extends GridValidRowModel> extends ListTableProps<R>, LoadedRows<R> {
  columns: GridColDef<R>[];
  isRowSelectable?: (row: R) => boolean;
  t: TableLabels;
}

/** A localisation list: the console's data table keyed by row id, with the screen's captions. */
export function LocalisationTable<R extends GridValidRowModel & { id: number }>({
  onOpen,
  failed,
  t,
  ...props
}: LocalisationTableProps<R>) {
  return (
    <DataTable
      {...props}
      getRowId={(row) => row.id}
      onRowClick={onOpen}
      labels={{
        search: t('SEARCH'),
        selected: (n) => t('SELECTED_COUNT', { n }),
        noRows: failed ? t('LOAD_FAILED') : t('NO_ROWS'),
      }}
    />
  );
}

/** The code column of a list with platform rows: the code with a 'Platform' chip on inherited rows. */
export function sourceCodeColumn<R extends GridValidRowModel & { code: string; source: string }>(
  headerName: string,
  platformLabel: string,
  size: { flex: number; minWidth: number },
): GridColDef<R> {
  return {
    field: 'code',
    headerName,
    ...size,
    renderCell: ({ row }) => (
      <CodeWithSource code={row.code} inherited={row.source === 'platform'} platformLabel={platformLabel} />
    ),
  };
}
