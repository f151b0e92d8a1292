import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { isPlatformStaff, type AuditRow } from '@console/contract';
import { dateColumn } from '../../components/crud/columns';
import { CrudTable } from '../../components/crud/crud-table';
import { screenPage } from '../../components/crud/screen-page';
import { useListFilter, useListState } from '../../components/crud/list-state';
import { useFormatDateTime } from '../../lib/format';
import { useIdParam } from '../../lib/id-param';
import { useLabels } from '../../lib/labels';
import { useOwnerId } from '../../lib/owner-scope';
import { useSession } from '../../lib/session-store';
import { AuditFilters } from './audit-filters';
import { NO_FILTERS, toListFilters, type AuditFilterValues } from './audit-filter-values';
import { AuditRecordDialog } from './audit-record-dialog';

/** /auditlog: Platform Setting - Audit Log, every change of the owner (of every owner, for platform staff). */
export const AuditLogPage = screenPage('AUDIT_LOG', AuditLog);

/**
 * Platform staff start with every owner's records while acting on their own owner, and with the picked
 * owner's once they picked one (the page starts afresh for each acting owner).
 */
function AuditLog() {
  const t = useLabels('AUDIT_LOG');
  const session = useSession();
  const ownerId = useOwnerId();
  const staff = session ? isPlatformStaff(session) : false;
  const formatDateTime = useFormatDateTime();
  const list = useListState({ sortField: 'at', sortDirection: 'desc' });
  const [filters, setFilters] = useListFilter<AuditFilterValues>(list, () => ({
    ...NO_FILTERS,
    allOwners: staff && ownerId === session?.owner,
  }));
  // The open record is in the URL (?record=41): a record can be linked, and survives a reload.
  const [record, setRecord] = useIdParam('record');
  const columns = useMemo(() => {
    const all: Array<GridColDef<AuditRow> | false> = [
      dateColumn('at', t('TIME'), formatDateTime, { minWidth: 190 }),
      { field: 'userName', headerName: t('USER'), flex: 1.2, minWidth: 220 },
      filters.allOwners && { field: 'ownerName', headerName: t('OWNER'), flex: 0.8, minWidth: 150 },
      { field: 'action', headerName: t('CALL'), flex: 1, minWidth: 190 },
      { field: 'targetType', headerName: t('OBJECT_TYPE'), minWidth: 130 },
      { field: 'targetId', headerName: t('OBJECT_ID'), minWidth: 120 },
      { field: 'ip', headerName: t('ADDRESS'), minWidth: 130 },
    ];
    return all.filter((c): c is GridColDef<AuditRow> => Boolean(c));
  }, [t, formatDateTime, filters.allOwners]);
  return (
    <>
      <AuditFilters value={filters} staff={staff} t={t} onChange={setFilters} />
      <CrudTable
        call="auditLog.list"
        filters={toListFilters(filters)}
        state={list}
        columns={columns}
        t={t}
        selectable={false}
        onOpen={(row) => setRecord(row.id)}
      />
      <AuditRecordDialog id={record || null} onClose={() => setRecord(0)} />
    </>
  );
}
