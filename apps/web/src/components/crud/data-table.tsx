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
import { openOnEnter } from './open-on-enter';
import { SearchBox } from './search-box';
import type { TableQuery } from './table-query';

const GRID_SLOT_PROPS = { baseCheckbox: { disableRipple: true } };
/** The grid's look: rows that open something show the pointer. */
const GRID_SX = {
  clickable: { bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } },
  plain: { bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'default' } },
};
/** At least a few rows' room on a short window; the window's height less the shell above the table. */
const GRID_BOX = {
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'max(360px, calc(100dvh - 240px))',
} as const;

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
  const onSearch = useCallback((search: string) => onQueryChange({ search }), [onQueryChange]);
  // Every model and callback the grid gets is the same object until what it says changes: a new one at
  // each render makes the grid re-read its state and re-render every row (a search's loading render
  // and its answer's render each cost the whole page of rows).
  const selectionModel: GridRowSelectionModel = useMemo(
    () => ({ type: 'include', ids: new Set(selection ?? []) }),
    [selection],
  );
  const paginationModel = useMemo(
    () => ({ page: query.page, pageSize: query.pageSize }),
    [query.page, query.pageSize],
  );
  // One model per sort: a new array at each render is a sort change to the grid, which then goes back to
  // the first page (after Next, the answer's render sent the table back to page 1).
  const sortModel: GridSortModel = useMemo(
    () => (query.sortField ? [{ field: query.sortField, sort: query.sortDirection ?? 'asc' }] : []),
    [query.sortField, query.sortDirection],
  );
  const { noRows } = labels;
  const bounded = props.totalBounded === true;
  const allLocaleText = useMemo(
    () => ({
      ...localeText,
      // A total the server stopped counting at: the grid pages on past it ('1–50 of more than 1,000').
      ...(bounded
        ? {
            paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
              kit('ROWS_OF_MORE_THAN', { from, to, n: total.toLocaleString(intlLocale(lang)) }),
          }
        : {}),
      noRowsLabel: noRows,
    }),
    [localeText, bounded, kit, total, lang, noRows],
  );
  const rowSelectable = useMemo(
    () => (isRowSelectable ? ({ row }: { row: R }) => isRowSelectable(row) : undefined),
    [isRowSelectable],
  );
  const rowClick = useMemo(
    () => (onRowClick ? ({ row }: { row: R }) => onRowClick(row) : undefined),
    [onRowClick],
  );
  const rowKey = useMemo(() => (onRowClick ? openOnEnter(onRowClick) : undefined), [onRowClick]);
  const onPagination = useCallback(
    (m: { page: number; pageSize: number }) =>
      onQueryChange(m.pageSize !== query.pageSize ? { pageSize: m.pageSize } : { page: m.page }),
    [onQueryChange, query.pageSize],
  );
  const onSort = useCallback(
    (m: GridSortModel) => onQueryChange({ sortField: m[0]?.field, sortDirection: m[0]?.sort ?? undefined }),
    [onQueryChange],
  );
  const onSelection = useCallback(
    (m: GridRowSelectionModel) => onSelectionChange?.([...m.ids].map(Number)),
    [onSelectionChange],
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
      {/* The grid is as tall as its rows up to what the window leaves below the page's heading and
          toolbar, then scrolls its rows under a header and a footer that stay in view; only the rows in
          view are rendered (a page of 50 with autoHeight rendered all 50 at each search). */}
      <Box sx={GRID_BOX}>
        <DataGrid
          rows={rows}
          rowCount={props.totalBounded ? total + 1 : total}
          columns={columns}
          getRowId={getRowId}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={onPagination}
          pageSizeOptions={[10, 25, 50, 100]}
          sortModel={sortModel}
          onSortModelChange={onSort}
          checkboxSelection={Boolean(selection)}
          isRowSelectable={rowSelectable}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={onSelection}
          keepNonExistentRowsSelected
          slotProps={GRID_SLOT_PROPS}
          disableRowSelectionOnClick
          disableColumnFilter
          onRowClick={rowClick}
          onCellKeyDown={rowKey}
          columnVisibilityModel={props.columnVisibility}
          onColumnVisibilityModelChange={props.onColumnVisibilityChange}
          localeText={allLocaleText}
          sx={onRowClick ? GRID_SX.clickable : GRID_SX.plain}
        />
      </Box>
    </Stack>
  );
}
