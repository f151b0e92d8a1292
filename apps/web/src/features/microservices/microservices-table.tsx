import { useMemo, type ReactNode } from 'react';
import { Alert, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { MicroserviceRow } from '@console/contract';
import { DataTable } from '../../components/data-table';
import type { TableQuery } from '../../components/table-query';
import { useCodeList } from '../../lib/code-lists';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useMicroservices } from './api/list-microservices';
import { codeText, OWNERSHIP_LABELS, POD_STATUS_LABELS } from './microservice-display';

const rowId = (row: MicroserviceRow) => row.id;

interface MicroservicesTableProps {
  query: TableQuery;
  onQueryChange: (patch: Partial<TableQuery>) => void;
  selection: number[];
  onSelectionChange: (ids: number[]) => void;
  onOpen: (row: MicroserviceRow) => void;
  actions: ReactNode;
}

/** The owner's microservices: searchable, sorted by name, paged on the server (000 section 2.5). */
export function MicroservicesTable({
  query,
  onQueryChange,
  selection,
  onSelectionChange,
  onOpen,
  actions,
}: MicroservicesTableProps) {
  const t = useLabels('MIC_SET');
  const list = useMicroservices(query);
  const access = useCodeList('ACCESS_TYPE');
  const formatDate = useFormatDate();
  // Stable columns keep a keystroke in the search box from re-measuring the whole grid.
  const columns = useMemo<GridColDef<MicroserviceRow>[]>(
    () => [
      { field: 'name', headerName: t('COL_NAME'), flex: 1.3, minWidth: 180 },
      { field: 'code', headerName: t('COL_CODE'), flex: 0.8, minWidth: 120 },
      {
        field: 'microType',
        headerName: t('OWNERSHIP'),
        width: 130,
        valueFormatter: (value: MicroserviceRow['microType']) => t(OWNERSHIP_LABELS[value]),
      },
      {
        field: 'access',
        headerName: t('ACCESS'),
        width: 120,
        valueFormatter: (value: string) => codeText(access.options, value),
      },
      { field: 'description', headerName: t('DESCRIPTION'), flex: 2, minWidth: 200, sortable: false },
      {
        field: 'podStatus',
        headerName: t('POD_STATUS'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant={row.podStatus === 'RUNNING' ? 'filled' : 'outlined'}
            color={row.podStatus === 'RUNNING' ? 'success' : 'default'}
            label={t(POD_STATUS_LABELS[row.podStatus])}
          />
        ),
      },
      {
        field: 'dateUpdated',
        headerName: t('DATE_UPDATED'),
        width: 140,
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [t, access.options, formatDate],
  );
  return (
    <>
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('LOAD_FAILED')}: {list.error.message}
        </Alert>
      )}
      <DataTable
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        columns={columns}
        getRowId={rowId}
        query={query}
        onQueryChange={onQueryChange}
        selection={selection}
        onSelectionChange={onSelectionChange}
        onRowClick={onOpen}
        actions={actions}
        labels={{ search: t('SEARCH'), selected: (n) => t('SELECTED_COUNT', { n }), noRows: t('NO_ROWS') }}
      />
    </>
  );
}
