import { useCallback, useMemo, type ReactNode, type Ref } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { intlLocale, useGridLocaleText } from '../../lib/locale';
import { useLabels } from '../../lib/labels';
import { useConsoleState } from '../../lib/session-store';
import { SearchBox } from './search-box';
import type { TableQuery } from './table-query';

export interface DataTableProps<R extends GridValidRowModel> {
  rows: R[];
  total: number;
  /** The server stopped counting at `total` (decision 0260): there are more rows than that. */
  totalBounded?: boolean;
  loading: boolean;
  columns: GridColDef<R>[];
  getRowId: (row: R) => number;
  query: TableQuery;
  onQueryChange: (patch: Partial<TableQuery>) => void;
  /** Selected row ids; omit for a table without checkboxes. */
  selection?: number[];
  onSelectionChange?: (ids: number[]) => void;
  onRowClick?: (row: R) => void;
  /** Rows that may not be selected (e.g. inherited rows that cannot be deleted); all by default. */
  isRowSelectable?: (row: R) => boolean;
  /** Toolbar buttons (Add, Delete ...), shown right of the search box. */
  actions?: ReactNode;
  /** Columns hidden from the column menu (and so from an export of what the table shows). */
  columnVisibility?: GridColumnVisibilityModel;
  onColumnVisibilityChange?: (model: GridColumnVisibilityModel) => void;
  labels: { search: string; selected: (n: number) => string; noRows: string };
  /** The search box's input: its text as typed, before the search catches up. */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * The console's list table: server-side paging, sorting and search, optional multi-selection with a
 * selected-count chip that clears it, and a toolbar for the screen's actions.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const {
    rows,
    total,
    loading,
    columns,
    getRowId,
    query,
    onQueryChange,
    selection,
    onSelectionChange,
    onRowClick,
    isRowSelectable,
    actions,
    labels,
  } = props;
  const localeText = useGridLocaleText();
  const kit = useLabels('LISTS');
  const { lang } = useConsoleState();
  // A total the server stopped counting at: the grid pages on past it ('1–50 of more than 1,000').
  const boundedText = props.totalBounded
    ? {
        paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
          kit('ROWS_OF_MORE_THAN', { from, to, n: total.toLocaleString(intlLocale(lang)) }),
      }
    : {};
  const onSearch = useCallback((search: string) => onQueryChange({ search }), [onQueryChange]);
  const selectionModel: GridRowSelectionModel = { type: 'include', ids: new Set(selection ?? []) };
  // One model per sort: a new array at each render is a sort change to the grid, which then goes back to
  // the first page (after Next, the answer's render sent the table back to page 1).
  const sortModel: GridSortModel = useMemo(
    () => (query.sortField ? [{ field: query.sortField, sort: query.sortDirection ?? 'asc' }] : []),
    [query.sortField, query.sortDirection],
  );
  return (
    <Stack spacing={1.5}>
      {/* One row that wraps: on a phone the search box takes a line, the chip and buttons the next ones. */}
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox
          value={query.search}
          label={labels.search}
          onSearch={onSearch}
          inputRef={props.searchRef}
        />
        {selection && selection.length > 0 && (
          <Chip
            color="primary"
            label={labels.selected(selection.length)}
            onDelete={() => onSelectionChange?.([])}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      </Stack>
      <DataGrid
        rows={rows}
        rowCount={props.totalBounded ? total + 1 : total}
        columns={columns}
        getRowId={getRowId}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={{ page: query.page, pageSize: query.pageSize }}
        onPaginationModelChange={(m) =>
          onQueryChange(m.pageSize !== query.pageSize ? { pageSize: m.pageSize } : { page: m.page })
        }
        pageSizeOptions={[10, 25, 50, 100]}
        sortModel={sortModel}
        onSortModelChange={(m) =>
          onQueryChange({ sortField: m[0]?.field, sortDirection: m[0]?.sort ?? undefined })
        }
        checkboxSelection={Boolean(selection)}
        isRowSelectable={isRowSelectable ? ({ row }) => isRowSelectable(row as R) : undefined}
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(m) => onSelectionChange?.([...m.ids].map(Number))}
        keepNonExistentRowsSelected
        disableRowSelectionOnClick
        disableColumnFilter
        onRowClick={onRowClick ? ({ row }) => onRowClick(row as R) : undefined}
        columnVisibilityModel={props.columnVisibility}
        onColumnVisibilityModelChange={props.onColumnVisibilityChange}
        localeText={{ ...localeText, ...boundedText, noRowsLabel: labels.noRows }}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' },
        }}
        autoHeight
      />
    </Stack>
  );
}
