import { useState } from 'react';
import { Button, FormControlLabel, Switch } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Navigate, useNavigate } from 'react-router';
import { DESCRIPTION_CUT, mayCreateOrganisations, mayOrg, type OrganisationRow } from '@console/contract';
import { dateColumn } from '../../../components/crud/columns';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { confirmTexts, useConfirmedCall } from '../../../components/crud/use-confirmed-call';
import { CrudTable } from '../../../components/crud/crud-table';
import { ListPage } from '../../../components/crud/list-page';
import { useListFilter, useListState } from '../../../components/crud/list-state';
import { AddButton } from '../../../components/crud/toolbar-buttons';
import { useFormatDate } from '../../../lib/format';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useConsoleState } from '../../../lib/session-store';
import { detailsPath } from '../org-paths';
import { CreateOrganisationDialog } from './create-organisation-dialog';

const cut = (text: string) => (text.length > DESCRIPTION_CUT ? `${text.slice(0, DESCRIPTION_CUT)}…` : text);

/** /manageorgs: Platform Setting - Organisations (002 section 2.9). */
export function OrganisationsPage() {
  const t = useLabels('ORG_LIST');
  const { session, owner } = useConsoleState();
  // Non-main organisation types are redirected to their own details (002 section 2.9).
  if (session && !owner && !session.orgIsMain) return <Navigate to={detailsPath(session.orgId)} replace />;
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={t('TITLE')} subtitle={t('SUB_TITLE')}>
      <Organisations />
    </ListPage>
  );
}

function Organisations() {
  const t = useLabels('ORG_LIST');
  const m = useMessages('ORG_LIST');
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const { session, owner } = useConsoleState();
  const list = useListState();
  const [deleted, toggle] = useListFilter(list, false, true);
  const [creating, setCreating] = useState(false);
  const reactivate = useConfirmedCall('organisations.reactivate', {
    texts: confirmTexts(t, t('REACTIVATE'), t('REACTIVATE_CONFIRM')),
    invalidates: ['users'],
    onSuccess: () => list.setSelection([]),
    onError: list.setBanner,
  });
  const ownerType = owner?.ownerType ?? session?.ownerType ?? 'STD';
  const columns: GridColDef<OrganisationRow>[] = [
    { field: 'name', headerName: t('NAME'), flex: 1, minWidth: 180 },
    {
      field: 'description',
      headerName: t('DESCRIPTION'),
      flex: 2,
      minWidth: 220,
      sortable: false,
      valueFormatter: (value: string) => cut(value),
    },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate, { minWidth: 140 }),
    {
      field: 'status',
      headerName: t('STATUS'),
      minWidth: 110,
      valueFormatter: (value: string) => (value === 'Active' ? t('ACTIVE') : t('DELETED')),
    },
  ];
  return (
    <>
      <CrudTable
        call="organisations.list"
        filters={{ status: deleted ? 'Deleted' : 'Active' }}
        state={list}
        columns={columns}
        t={t}
        // Deleted rows support selection (for Reactivate); a row click opens the details.
        selectable={deleted}
        onOpen={(row) => void navigate(detailsPath(row.id))}
        actions={
          <>
            <FormControlLabel
              control={<Switch checked={deleted} onChange={(e) => toggle(e.target.checked)} />}
              label={t('SHOW_DELETED')}
            />
            {deleted && mayOrg(session, 'deleteOrganisation') && (
              <Button
                variant="outlined"
                disabled={list.selection.length === 0}
                onClick={() => reactivate.ask({ ids: list.selection })}
              >
                {t('REACTIVATE')}
              </Button>
            )}
            {!deleted && mayCreateOrganisations(ownerType) && mayOrg(session, 'editOrganisation') && (
              <AddButton label={t('CREATE')} onClick={() => setCreating(true)} />
            )}
          </>
        }
      />
      <ConfirmDialog {...reactivate.dialog} />
      {creating && <CreateOrganisationDialog onClose={() => setCreating(false)} doneText={m('CREATED')} />}
    </>
  );
}
