import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ORG_FUNCTION_SORT_FIELDS,
  type FunctionBrief,
  type FunctionTypeFilter,
  type OrgFunctionRow,
} from '@console/contract';
import { CallActionDialog } from '../../../components/crud/call-action-dialog';
import { dateColumn } from '../../../components/crud/columns';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { CrudTable, relabel } from '../../../components/crud/crud-table';
import { useListState } from '../../../components/crud/list-state';
import { useSuccessNote } from '../../../components/crud/use-success-note';
import { useFormatDate } from '../../../lib/format';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation, useSearchedQuery } from '../../../lib/query';
import { TagPicker } from '../../../components/tag-picker';
import { TypeFilter } from './type-filter';

/**
 * 002 section 2.10, the Functions tab of a main organisation: its assigned functions, searched and
 * filtered by type (102 only, all, not 102); assign more, remove the selected (and so from its groups
 * and users).
 */
export function OrgFunctionsTab({ orgId }: { orgId: number }) {
  const t = useLabels('ORG_GROUPS');
  const m = useMessages('ORG_GROUPS');
  const formatDate = useFormatDate();
  const list = useListState();
  const [typeFilter, setTypeFilter] = useState<FunctionTypeFilter>('all');
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState(false);
  const done = useSuccessNote();
  const remove = useCallMutation('orgFunctions.remove', { invalidates: ['groups', 'users'] });
  const columns: GridColDef<OrgFunctionRow>[] = [
    { field: 'name', headerName: t('NAME'), flex: 1.2, minWidth: 160 },
    { field: 'code', headerName: t('CODE'), flex: 1, minWidth: 130 },
    { field: 'typeId', headerName: t('TYPE'), width: 90 },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 2, minWidth: 200, sortable: false },
    dateColumn('dateAssigned', t('DATE_ASSIGNED'), formatDate),
  ];
  return (
    <Stack spacing={1}>
      {done.note}
      <CrudTable
        call="orgFunctions.list"
        filters={{ orgId, typeFilter }}
        state={list}
        columns={columns}
        sortFields={ORG_FUNCTION_SORT_FIELDS}
        t={relabel(t, { SEARCH: t('FUNCTIONS_SEARCH'), NO_ROWS: t('NO_FUNCTIONS') })}
        actions={
          <>
            <TypeFilter
              value={typeFilter}
              onChange={(v) => {
                setTypeFilter(v);
                list.setQuery({ page: 0 });
              }}
            />
            <Button variant="contained" onClick={() => setAssigning(true)}>
              {t('ASSIGN_FUNCTIONS')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={!list.selection.length}
              onClick={() => setRemoving(true)}
            >
              {t('REMOVE_FUNCTIONS')}
            </Button>
          </>
        }
      />
      {assigning && (
        <AssignDialog
          orgId={orgId}
          onClose={() => setAssigning(false)}
          onAssigned={() => {
            setAssigning(false);
            done.show(m('ASSIGNED'));
          }}
        />
      )}
      <ConfirmDialog
        open={removing}
        title={t('REMOVE_FUNCTIONS')}
        message={t('REMOVE_CONFIRM')}
        confirmLabel={t('REMOVE_FUNCTIONS')}
        cancelLabel={t('CANCEL')}
        busy={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(
            { orgId, functionIds: list.selection },
            {
              onSuccess: () => {
                list.setSelection([]);
                done.show(m('REMOVED'));
              },
              onError: (e) => list.setBanner(e.message),
              onSettled: () => setRemoving(false),
            },
          )
        }
      />
    </Stack>
  );
}

/** getfunctionlist: the functions the organisation may still be given, searched and filtered by type. */
function AssignDialog(props: { orgId: number; onClose: () => void; onAssigned: () => void }) {
  const t = useLabels('ORG_GROUPS');
  const [typeFilter, setTypeFilter] = useState<FunctionTypeFilter>('all');
  const [chosen, setChosen] = useState<FunctionBrief[]>([]);
  const { query: choices, onSearch } = useSearchedQuery('orgFunctions.choices', (search) => ({
    orgId: props.orgId,
    search,
    typeFilter,
  }));
  return (
    <CallActionDialog
      title={t('ASSIGN_FUNCTIONS')}
      titleId="assign-functions-title"
      maxWidth="sm"
      onClose={props.onClose}
      cancelLabel={t('CANCEL')}
      call="orgFunctions.assign"
      invalidates={['groups', 'users']}
      input={chosen.length ? { orgId: props.orgId, functionIds: chosen.map((f) => f.id) } : null}
      submitLabel={t('ASSIGN')}
      onDone={props.onAssigned}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TypeFilter value={typeFilter} onChange={setTypeFilter} />
        <TagPicker
          label={t('FUNCTIONS_SEARCH')}
          options={choices.data?.results ?? []}
          value={chosen}
          onChange={setChosen}
          onSearch={onSearch}
          loading={choices.isFetching}
          noOptionsText={t('NO_CHOICES')}
        />
      </Stack>
    </CallActionDialog>
  );
}
