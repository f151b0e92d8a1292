import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { SubValueRow } from '@console/contract';
import { CrudTable } from '../../../components/crud/crud-table';
import { DeleteSelected } from '../../../components/crud/delete-selected';
import { ListPage } from '../../../components/crud/list-page';
import { useListState, type ListState } from '../../../components/crud/list-state';
import { AddButton, EditButton } from '../../../components/crud/toolbar-buttons';
import { useIdParam } from '../../../lib/id-param';
import { useLabels } from '../../../lib/labels';
import { useListQuery } from '../../../lib/query';
import { BackButton, FailedList } from '../values/value-list-page';
import { SubValueFormDialog } from './sub-value-form-dialog';

type SubValueState = ListState<SubValueRow | 'new'>;

/** /valuesublist?value=34: Localisation - Flexy Value - Sub List (002 section 2.6). */
export function SubValueListPage() {
  const t = useLabels('FLEXY_SUBVALUE');
  const [parentId, setParentId] = useIdParam('value');
  const state = useListState<SubValueRow | 'new'>({ sortField: 'orderBy' });
  const list = useListQuery('subValues.list', state.query, { parentId }, { enabled: parentId > 0 });
  const parent = list.data?.parent;
  const failed = !parentId ? t('NO_VALUE') : list.error ? `${t('LOAD_FAILED')}: ${list.error.message}` : null;
  const back = (
    <BackButton to={parent ? `/valuelist?list=${parent.listId}` : '/codelist'} label={t('BACK')} />
  );
  return (
    <ListPage
      breadcrumb={t('BREADCRUMB')}
      title={t('HEADING')}
      subtitle={parent ? `${parent.listCode} / ${parent.code} - ${parent.value}` : undefined}
    >
      {failed ? (
        <FailedList message={failed} back={back} />
      ) : (
        <SubValues parentId={parentId} onParentChange={setParentId} state={state} back={back} />
      )}
    </ListPage>
  );
}

interface SubValuesProps {
  parentId: number;
  onParentChange: (id: number) => void;
  state: SubValueState;
  back: ReactNode;
}

/** ORDERBY, CODE, VALUE; a row opens the edit dialog, Edit needs exactly one row. */
function SubValues({ parentId, onParentChange, state, back }: SubValuesProps) {
  const t = useLabels('FLEXY_SUBVALUE');
  const rows = useListQuery('subValues.list', state.query, { parentId }).data?.rows ?? [];
  // Writing under a platform value gives the owner its own copy: follow it.
  const follow = (id: number) => id !== parentId && onParentChange(id);
  const columns: GridColDef<SubValueRow>[] = [
    { field: 'orderBy', headerName: t('ORDERBY'), width: 110 },
    { field: 'code', headerName: t('CODE'), flex: 1, minWidth: 160 },
    { field: 'value', headerName: t('VALUE'), flex: 2, minWidth: 220 },
  ];
  return (
    <>
      <CrudTable
        call="subValues.list"
        filters={{ parentId }}
        state={state}
        columns={columns}
        t={t}
        onOpen={state.setEditing}
        actions={
          <>
            {back}
            <AddButton label={t('CREATE')} onClick={() => state.setEditing('new')} />
            <EditButton
              label={t('EDIT')}
              selection={state.selection}
              onEdit={(id) => state.setEditing(rows.find((r) => r.id === id) ?? null)}
            />
            <DeleteSelected
              call="subValues.delete"
              ids={state.selection}
              t={t}
              invalidates={['codeValues']}
              onDeleted={(output) => {
                state.setSelection([]);
                follow(output.parentId);
              }}
              onError={state.setBanner}
            />
          </>
        }
      />
      {state.editing !== null && (
        <SubValueFormDialog
          parentId={parentId}
          row={state.editing === 'new' ? null : state.editing}
          onClose={(savedParentId) => {
            state.closeEditor();
            if (savedParentId) follow(savedParentId);
          }}
        />
      )}
    </>
  );
}
