import { Chip } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { OwnerRow } from '@console/contract';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useGridLocaleText } from '../../lib/locale';

interface OwnerTableProps {
  rows: OwnerRow[];
  loading: boolean;
  onOpen: (row: OwnerRow) => void;
}

export function OwnerTable({ rows, loading, onOpen }: OwnerTableProps) {
  const t = useLabels('OWN_LIST');
  const formatDate = useFormatDate();
  const localeText = useGridLocaleText();
  const columns: GridColDef<OwnerRow>[] = [
    { field: 'ownerName', headerName: t('OWNER_NAME'), flex: 1.2, minWidth: 160 },
    { field: 'name', headerName: t('ORG_NAME'), flex: 1.2, minWidth: 160 },
    { field: 'desc', headerName: t('DESCRIPTION'), flex: 2, minWidth: 200 },
    { field: 'userName', headerName: t('CREATED_BY'), flex: 1, minWidth: 160 },
    {
      field: 'dateCreated',
      headerName: t('DATE_CREATED'),
      width: 140,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'status',
      headerName: t('STATUS'),
      width: 110,
      renderCell: ({ value }) => (
        <Chip
          size="small"
          color={value === 'Active' ? 'success' : 'default'}
          label={value === 'Active' ? t('ACTIVE') : String(value)}
        />
      ),
    },
  ];
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      getRowId={(row) => row.ownerId}
      loading={loading}
      onRowClick={({ row }) => onOpen(row)}
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
