import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { GROUP_SORT_FIELDS, mayOrg, type GroupRow } from '@console/contract';
import { CallActionDialog } from '../../../components/crud/call-action-dialog';
import { dateColumn } from '../../../components/crud/columns';
import { CrudTable, relabel } from '../../../components/crud/crud-table';
import { DeleteSelected } from '../../../components/crud/delete-selected';
import { useListState } from '../../../components/crud/list-state';
import { useSuccessNote } from '../../../components/crud/use-success-note';
import { useFormatDate } from '../../../lib/format';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useScopedQuery } from '../../../lib/query';
import { useConsoleState } from '../../../lib/session-store';
import { CreateGroupDialog } from './create-group-dialog';
import { errorText } from '../../../lib/error-text';
import { GroupDetailDialog } from './group-detail-dialog';

/**
 * 002 section 2.12, the Groups tab: group name, description, created by, date created, members and a
 * details link; create a group, add pre-defined groups, delete the selected (main organisations).
 */
export function OrgGroupsTab({ orgId }: { orgId: number }) {
  const t = useLabels('ORG_GROUPS');
  const m = useMessages('ORG_GROUPS');
  const formatDate = useFormatDate();
  const { session, owner } = useConsoleState();
  const list = useListState();
  const [viewing, setViewing] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [picking, setPicking] = useState(false);
  const done = useSuccessNote();
  const mayEdit = mayOrg(session, 'editGroups');
  // 002 section 6: org type main adds pre-defined groups and deletes groups.
  const main = Boolean(owner) || Boolean(session?.orgIsMain);
  const columns: GridColDef<GroupRow>[] = [
    { field: 'name', headerName: t('GROUP_NAME'), flex: 1, minWidth: 150 },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 2, minWidth: 180, sortable: false },
    { field: 'createdBy', headerName: t('CREATED_BY'), flex: 1, minWidth: 160 },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate),
    { field: 'members', headerName: t('MEMBERS'), width: 100 },
    {
      field: 'details',
      headerName: t('DETAILS'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setViewing(row.id)} aria-label={`${t('VIEW')} ${row.name}`}>
          {t('VIEW')}
        </Button>
      ),
    },
  ];
  return (
    <Stack spacing={1}>
      {done.note}
      <CrudTable
        call="groups.list"
        filters={{ orgId }}
        state={list}
        columns={columns}
        sortFields={GROUP_SORT_FIELDS}
        selectable={mayEdit && main}
        t={relabel(t, { SEARCH: t('GROUPS_SEARCH'), NO_ROWS: t('NO_GROUPS') })}
        onOpen={(row) => setViewing(row.id)}
        actions={
          mayEdit && (
            <>
              <Button variant="contained" onClick={() => setCreating(true)}>
                {t('CREATE_GROUP')}
              </Button>
              {main && (
                <>
                  <Button variant="outlined" onClick={() => setPicking(true)}>
                    {t('ADD_PREDEFINED')}
                  </Button>
                  <DeleteSelected
                    call="groups.delete"
                    ids={list.selection}
                    t={relabel(t, {
                      DEL_TITLE: t('DELETE_GROUPS'),
                      DEL_MSG: t('DELETE_CONFIRM'),
                      DELETE: t('DELETE_GROUPS'),
                    })}
                    invalidates={['users']}
                    onDeleted={done.showAfter(() => list.setSelection([]), m('DELETED'))}
                    onError={list.setBanner}
                  />
                </>
              )}
            </>
          )
        }
      />
      {viewing !== null && <GroupDetailDialog id={viewing} orgId={orgId} onClose={() => setViewing(null)} />}
      {creating && <CreateGroupDialog orgId={orgId} onClose={() => setCreating(false)} />}
      {picking && (
        <PredefinedDialog
          orgId={orgId}
          onClose={() => setPicking(false)}
          onAdded={done.showAfter(() => setPicking(false), m('CREATED'))}
        />
      )}
    </Stack>
  );
}

/** Select-predefined-group: one or more of the owner's, hiding those the organisation already has. */
function PredefinedDialog(props: { orgId: number; onClose: () => void; onAdded: () => void }) {
  const t = useLabels('ORG_GROUPS');
  const m = useMessages('ORG_GROUPS');
  const choices = useScopedQuery('groups.predefinedChoices', { orgId: props.orgId });
  const [picked, setPicked] = useState<number[]>([]);
  const results = choices.data?.results ?? [];
  return (
    <CallActionDialog
      title={t('SELECT_PREDEFINED')}
      maxWidth="sm"
      onClose={props.onClose}
      cancelLabel={t('CANCEL')}
      call="groups.addPredefined"
      invalidates={['orgFunctions']}
      input={picked.length ? { orgId: props.orgId, predefinedIds: picked } : null}
      submitLabel={t('ADD')}
      errorText={(e) => errorText(e, m.of)}
      onDone={props.onAdded}
    >
      {choices.data && !results.length && <Typography>{t('NO_PREDEFINED')}</Typography>}
      <FormGroup>
        {results.map((g) => (
          <FormControlLabel
            key={g.id}
            control={
              <Checkbox
                checked={picked.includes(g.id)}
                onChange={(e) =>
                  setPicked((p) => (e.target.checked ? [...p, g.id] : p.filter((id) => id !== g.id)))
                }
              />
            }
            label={`${g.name} (${g.functionCount} ${t('FUNCTION_COUNT').toLowerCase()})`}
          />
        ))}
      </FormGroup>
    </CallActionDialog>
  );
}
