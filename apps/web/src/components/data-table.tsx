import { useEffect, useState, type ReactNode } from 'react';
import { Box, Chip, InputAdornment, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { TableQuery } from './table-query';

export interface DataTableProps<R extends GridValidRowModel> {
  rows: R[];
  total: number;
  loading: boolean;
  columns: GridColDef<R>[];
  getRowId: (row: R) => number;
  query: TableQuery;
  onQueryChange: (patch: Partial<TableQuery>) => void;
  /** Selected row ids; omit for a table without checkboxes. */
  selection?: number[];
  onSelectionChange?: (ids: number[]) => void;
  onRowClick?: (row: R) => void;
  /** Toolbar buttons (Add, Delete ...), shown right of the search box. */
  actions?: ReactNode;
  labels: { search: string; selected: (n: number) => string; noRows: string };
}

// Short enough that the filtered first page shows within 300 ms of typing.
const SEARCH_DELAY_MS = 150;

/**
 * The console's list table: server-side paging, sorting and search, optional multi-selection with a
 * selected-count chip that clears it, and a toolbar for the screen's actions.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const { rows, total, loading, columns, getRowId, query, onQueryChange, selection, onSelectionChange, onRowClick, actions, labels } = props;
  const [search, setSearch] = useState(query.search);
  useEffect(() => {
    if (search === query.search) return;
    const timer = setTimeout(() => onQueryChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search, onQueryChange]);

  const selectionModel: GridRowSelectionModel = { type: 'include', ids: new Set(selection ?? []) };
  const sortModel: GridSortModel = query.sortField ? [{ field: query.sortField, sort: query.sortDirection ?? 'asc' }] : [];
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          size="small"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={labels.search}
          slotProps={{
            htmlInput: { 'aria-label': labels.search },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
          sx={{ minWidth: 280, bgcolor: 'background.paper' }}
        />
        {selection && selection.length > 0 && (
          <Chip color="primary" label={labels.selected(selection.length)} onDelete={() => onSelectionChange?.([])} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1}>{actions}</Stack>
      </Stack>
      <DataGrid
        rows={rows}
        rowCount={total}
        columns={columns}
        getRowId={getRowId}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={{ page: query.page, pageSize: query.pageSize }}
        onPaginationModelChange={(m) => onQueryChange(m.pageSize !== query.pageSize ? { pageSize: m.pageSize } : { page: m.page })}
        pageSizeOptions={[10, 25, 50, 100]}
        sortModel={sortModel}
        onSortModelChange={(m) => onQueryChange({ sortField: m[0]?.field, sortDirection: m[0]?.sort ?? undefined })}
        checkboxSelection={Boolean(selection)}
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(m) => onSelectionChange?.([...m.ids].map(Number))}
        keepNonExistentRowsSelected
        disableRowSelectionOnClick
        disableColumnFilter
        onRowClick={onRowClick ? ({ row }) => onRowClick(row as R) : undefined}
        localeText={{ noRowsLabel: labels.noRows }}
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' } }}
        autoHeight
      />
    </Stack>
  );
}
