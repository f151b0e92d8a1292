import { useState } from 'react';
import { Button, FormControlLabel, Switch } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { mayOrg, shortUserName, type OrganisationInfo, type UserRow } from '@console/contract';
import { dateColumn } from '../../../components/crud/columns';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { CrudTable } from '../../../components/crud/crud-table';
import { DeleteSelected } from '../../../components/crud/delete-selected';
import { useListState } from '../../../components/crud/list-state';
import { useSuccessNote } from '../../../components/crud/use-success-note';
import { AddButton } from '../../../components/crud/toolbar-buttons';
import { useFormatDate } from '../../../lib/format';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation } from '../../../lib/query';
import { useConsoleState } from '../../../lib/session-store';
import { AddUsersDialog } from './add-users-dialog';
import { EditUserDialog } from './edit-user-dialog';

/** 002 section 2.11: the organisation's users; root users cannot be selected. */
export function UsersTab({ org }: { org: OrganisationInfo }) {
  const t = useLabels('ORG_USERS');
  const m = useMessages('ORG_USERS');
  const formatDate = useFormatDate();
  const { session } = useConsoleState();
  const list = useListState();
  const [deleted, setDeleted] = useState(false);
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<'reset' | 'reactivate' | null>(null);
  const notice = useSuccessNote({ mb: 2 });
  const reset = useCallMutation('users.resetPassword');
  const reactivate = useCallMutation('users.reactivate', { invalidates: ['organisations'] });
  const columns: GridColDef<UserRow>[] = [
    {
      field: 'userName',
      headerName: t('USER_NAME'),
      flex: 1.4,
      minWidth: 220,
      valueFormatter: (value: string) => shortUserName(value),
    },
    {
      field: 'groups',
      headerName: t('GROUP'),
      flex: 1,
      minWidth: 120,
      sortable: false,
      valueFormatter: (v: string[]) => v.join(', '),
    },
    {
      field: 'lastActivity',
      headerName: t('LAST_ACTIVITY'),
      minWidth: 140,
      valueFormatter: (value: string | null) => (value ? formatDate(value) : t('NIL')),
    },
    { field: 'createdBy', headerName: t('CREATED_BY'), flex: 1, minWidth: 160, sortable: false },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate, { minWidth: 130 }),
    {
      field: 'edit',
      headerName: t('EDIT'),
      sortable: false,
      minWidth: 90,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            list.setEditing(row.id);
          }}
          aria-label={`${t('EDIT')} ${row.userName}`}
        >
          {t('EDIT')}
        </Button>
      ),
    },
  ];
  const ids = list.selection;
  const run = (which: 'reset' | 'reactivate') => {
    const mutation = which === 'reset' ? reset : reactivate;
    mutation.mutate(
      { ids },
      {
        onSuccess: notice.showAfter(
          () => list.setSelection([]),
          which === 'reset' ? m('RESET_SENT') : m('REACTIVATED'),
        ),
        onError: (e) => list.setBanner(e.message),
        onSettled: () => setAsking(null),
      },
    );
  };
  return (
    <>
      {notice.note}
      <CrudTable
        call="users.list"
        filters={{ orgId: org.id, status: deleted ? 'Deleted' : 'Active' }}
        state={list}
        columns={columns}
        t={t}
        isRowSelectable={(row) => !row.rootUser}
        // A row opens the user too: on a phone the Edit column is off to the side.
        onOpen={(row) => list.setEditing(row.id)}
        actions={
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={deleted}
                  onChange={(e) => {
                    setDeleted(e.target.checked);
                    list.setSelection([]);
                  }}
                />
              }
              label={t('SHOW_DELETED')}
            />
            {deleted ? (
              mayOrg(session, 'editUsers') && (
                <Button
                  variant="outlined"
                  disabled={ids.length === 0}
                  onClick={() => setAsking('reactivate')}
                >
                  {t('REACTIVATE')}
                </Button>
              )
            ) : (
              <>
                {mayOrg(session, 'editUsers') && org.status === 'Active' && (
                  <AddButton label={t('ADD_USER')} onClick={() => setAdding(true)} />
                )}
                {/* 002 section 6: reset password is hidden on-premises. */}
                {mayOrg(session, 'editUsers') && !session?.onprem && (
                  <Button variant="outlined" disabled={ids.length === 0} onClick={() => setAsking('reset')}>
                    {t('RESET_PASSWORD')}
                  </Button>
                )}
                {mayOrg(session, 'deleteUsers') && (
                  <DeleteSelected
                    call="users.delete"
                    ids={ids}
                    t={t}
                    invalidates={['organisations']}
                    onDeleted={() => list.setSelection([])}
                    onError={list.setBanner}
                  />
                )}
              </>
            )}
          </>
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'reset' ? t('RESET_PASSWORD') : t('REACTIVATE')}
        message={asking === 'reset' ? t('RESET_CONFIRM') : t('REACTIVATE_CONFIRM')}
        confirmLabel={asking === 'reset' ? t('RESET_PASSWORD') : t('REACTIVATE')}
        cancelLabel={t('CANCEL')}
        busy={reset.isPending || reactivate.isPending}
        onConfirm={() => asking && run(asking)}
        onCancel={() => setAsking(null)}
      />
      {adding && <AddUsersDialog orgId={org.id} onClose={() => setAdding(false)} />}
      {list.editing !== null && <EditUserDialog id={list.editing} onClose={list.closeEditor} />}
    </>
  );
}
