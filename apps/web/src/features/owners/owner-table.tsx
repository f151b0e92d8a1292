import type { RefObject } from 'react';
import { DataGrid, type GridApi, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { OwnerRow } from '@console/contract';
import { dateColumn, statusChipColumn } from '../../components/crud/columns';
import { openOnEnter } from '../../components/crud/open-on-enter';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useGridLocaleText } from '../../lib/locale';

interface OwnerTableProps {
  rows: OwnerRow[];
  loading: boolean;
  columns: GridColDef<OwnerRow>[];
  onOpen: (row: OwnerRow) => void;
  hidden: GridColumnVisibilityModel;
  onHiddenChange: (model: GridColumnVisibilityModel) => void;
  /** For Export CSV of what the table shows. */
  apiRef?: RefObject<GridApi | null>;
}

/** 001 section 2.6: owner name, organisation, description, created by, date created and status. */
export function useOwnerColumns(): GridColDef<OwnerRow>[] {
  const t = useLabels('OWN_LIST');
  const formatDate = useFormatDate();
  return [
    { field: 'ownerName', headerName: t('OWNER_NAME'), flex: 1.2, minWidth: 160 },
    { field: 'name', headerName: t('ORG_NAME'), flex: 1.2, minWidth: 160 },
    { field: 'desc', headerName: t('DESCRIPTION'), flex: 2, minWidth: 200 },
    { field: 'userName', headerName: t('CREATED_BY'), flex: 1, minWidth: 160 },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate),
    statusChipColumn({ field: 'status', headerName: t('STATUS'), width: 110 }, (row) => ({
      on: row.status === 'Active',
      label: row.status === 'Active' ? t('ACTIVE') : String(row.status),
    })),
  ];
}

/** Every owner, filtered, sorted and paged in the browser (the list is not paged by the server). */
export function OwnerTable({
  rows,
  loading,
  columns,
  onOpen,
  hidden,
  onHiddenChange,
  apiRef,
}: OwnerTableProps) {
  const t = useLabels('OWN_LIST');
  const localeText = useGridLocaleText();
  return (
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      columnVisibilityModel={hidden}
      onColumnVisibilityModelChange={onHiddenChange}
      getRowId={(row) => row.ownerId}
      loading={loading}
      onRowClick={({ row }) => onOpen(row)}
      onCellKeyDown={openOnEnter(onOpen)}
      disableRowSelectionOnClick
      showToolbar
      slotProps={{ toolbar: { showQuickFilter: true, quickFilterProps: { debounceMs: 200 } } }}
      localeText={{ ...localeText, noRowsLabel: t('NO_OWNERS') }}
      initialState={{
        sorting: { sortModel: [{ field: 'ownerName', sort: 'asc' }] },
        pagination: { paginationModel: { pageSize: 25 } },
      }}
      pageSizeOptions={[10, 25, 50]}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      autoHeight
    />
  );
}
