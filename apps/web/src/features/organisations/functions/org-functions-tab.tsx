import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { ORG_FUNCTION_SORT_FIELDS, type FunctionTypeFilter, type OrgFunctionRow } from '@console/contract';
import { CallActionDialog } from '../../../components/crud/call-action-dialog';
import { dateColumn } from '../../../components/crud/columns';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { CrudTable, relabel } from '../../../components/crud/crud-table';
import { useListFilter, useListState } from '../../../components/crud/list-state';
import { confirmTexts, useConfirmedCall } from '../../../components/crud/use-confirmed-call';
import { useSuccessNote } from '../../../components/crud/use-success-note';
import { useFormatDate } from '../../../lib/format';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { FunctionChoicePicker } from './function-choice-picker';
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
  const [typeFilter, setTypeFilter] = useListFilter<FunctionTypeFilter>(list, 'all');
  const [assigning, setAssigning] = useState(false);
  const done = useSuccessNote();
  const remove = useConfirmedCall('orgFunctions.remove', {
    texts: confirmTexts(t, t('REMOVE_FUNCTIONS'), t('REMOVE_CONFIRM')),
    invalidates: ['groups', 'users'],
    onSuccess: done.showAfter(() => list.setSelection([]), m('REMOVED')),
    onError: list.setBanner,
  });
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
            <TypeFilter value={typeFilter} onChange={setTypeFilter} />
            <Button variant="contained" onClick={() => setAssigning(true)}>
              {t('ASSIGN_FUNCTIONS')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={!list.selection.length}
              onClick={() => remove.ask({ orgId, functionIds: list.selection })}
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
          onAssigned={done.showAfter(() => setAssigning(false), m('ASSIGNED'))}
        />
      )}
      <ConfirmDialog {...remove.dialog} />
    </Stack>
  );
}

/** getfunctionlist: the functions the organisation may still be given, searched and filtered by type. */
function AssignDialog(props: { orgId: number; onClose: () => void; onAssigned: () => void }) {
  const t = useLabels('ORG_GROUPS');
  const [functionIds, setFunctionIds] = useState<number[]>([]);
  return (
    <CallActionDialog
      title={t('ASSIGN_FUNCTIONS')}
      maxWidth="sm"
      onClose={props.onClose}
      cancelLabel={t('CANCEL')}
      call="orgFunctions.assign"
      invalidates={['groups', 'users']}
      input={functionIds.length ? { orgId: props.orgId, functionIds } : null}
      submitLabel={t('ASSIGN')}
      onDone={props.onAssigned}
    >
      <FunctionChoicePicker
        call="orgFunctions.choices"
        orgId={props.orgId}
        label={t('FUNCTIONS_SEARCH')}
        noOptionsText={t('NO_CHOICES')}
        onChange={setFunctionIds}
        sx={{ pt: 1 }}
      />
    </CallActionDialog>
  );
}
