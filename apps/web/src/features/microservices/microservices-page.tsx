import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useIsMutating } from '@tanstack/react-query';
import type { MicroserviceRow } from '@console/contract';
import { dateColumn, statusChipColumn } from '../../components/crud/columns';
import { CrudTable } from '../../components/crud/crud-table';
import { ListPage } from '../../components/crud/list-page';
import { useListState } from '../../components/crud/list-state';
import { LoadingOverlay } from '../../components/crud/loading-overlay';
import { NameWithOutage, useOutageIds } from '../../components/outage-badge';
import { SuccessDialog } from '../../components/crud/success-dialog';
import { useCodeList } from '../../lib/code-lists';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { codeText, OWNERSHIP_LABELS, POD_STATUS_LABELS } from './microservice-display';
import { MicroservicesDialogs } from './microservices-dialogs';
import { MicroservicesToolbar } from './microservices-toolbar';
import { usePageDialogs } from './use-page-dialogs';

/** /microservices (000 section 2.5): the acting owner's microservices with their toolbar and dialogs. */
export function MicroservicesPage() {
  const t = useLabels('MIC_SET');
  // Pod changes show 'Processing...' in the detail dialog instead of covering the screen.
  const busy = useIsMutating({ predicate: (m) => m.options.mutationKey?.[1] !== 'scalePod' }) > 0;
  return (
    <ListPage breadcrumb={t('HEADING')} title={t('PAGE_TITLE')}>
      <Microservices />
      <LoadingOverlay open={busy} label={t('LOADING')} />
    </ListPage>
  );
}

/** Name, code, ownership, access, description, pod status and date updated; a row opens its detail. */
function Microservices() {
  const t = useLabels('MIC_SET');
  const list = useListState({ sortField: 'name', sortDirection: 'asc' });
  const dialogs = usePageDialogs();
  const access = useCodeList('ACCESS_TYPE');
  const formatDate = useFormatDate();
  const outages = useOutageIds();
  // Stable columns keep a keystroke in the search box from re-measuring the whole grid.
  const columns = useMemo<GridColDef<MicroserviceRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('COL_NAME'),
        flex: 1.3,
        minWidth: 180,
        renderCell: ({ row }) => <NameWithOutage name={row.name} outage={outages.has(row.id)} />,
      },
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
      { field: 'description', headerName: t('DESCRIPTION'), flex: 2, minWidth: 200 },
      statusChipColumn(
        { field: 'podStatus', headerName: t('POD_STATUS'), width: 120, outlinedOff: true },
        (row) => ({ on: row.podStatus === 'RUNNING', label: t(POD_STATUS_LABELS[row.podStatus]) }),
      ),
      dateColumn('dateUpdated', t('DATE_UPDATED'), formatDate),
    ],
    [t, access.options, formatDate, outages],
  );
  return (
    <>
      <CrudTable
        call="microservices.list"
        state={list}
        columns={columns}
        t={t}
        onOpen={(row) => dialogs.openDetail(row.id)}
        actions={
          <MicroservicesToolbar
            selection={list.selection}
            onAction={(kind) => dialogs.open({ kind })}
            onDeleted={(message) => {
              list.setSelection([]);
              dialogs.succeed(message);
            }}
            onError={list.setBanner}
          />
        }
      />
      <MicroservicesDialogs dialogs={dialogs} />
      <SuccessDialog
        open={dialogs.success !== null}
        message={dialogs.success ?? ''}
        doneLabel={t('DONE')}
        onDone={dialogs.dismissSuccess}
      />
    </>
  );
}
