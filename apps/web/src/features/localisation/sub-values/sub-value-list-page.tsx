import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { SubValueRow } from '@console/contract';
import { CrudList } from '../../../components/crud/crud-list';
import { useListState, type ListState } from '../../../components/crud/list-state';
import { useIdParam } from '../../../lib/id-param';
import { useLabels } from '../../../lib/labels';
import { useListQuery } from '../../../lib/query';
import { BackButton, NestedListPage } from '../values/value-list-page';
import { SubValueFormDialog } from './sub-value-form-dialog';

/** /valuesublist?value=34: Localisation - Flexy Value - Sub List (002 section 2.6). */
export function SubValueListPage() {
  const t = useLabels('FLEXY_SUBVALUE');
  const [parentId, setParentId] = useIdParam('value');
  const state = useListState({ sortField: 'orderBy' });
  const list = useListQuery('subValues.list', state.query, { parentId }, { enabled: parentId > 0 });
  const parent = list.data?.parent;
  const back = (
    <BackButton to={parent ? `/valuelist?list=${parent.listId}` : '/codelist'} label={t('BACK')} />
  );
  return (
    <NestedListPage
      t={t}
      missing={parentId ? null : t('NO_VALUE')}
      error={list.error}
      subtitle={parent ? `${parent.listCode} / ${parent.code} - ${parent.value}` : undefined}
      back={back}
    >
      <SubValues parentId={parentId} onParentChange={setParentId} state={state} back={back} />
    </NestedListPage>
  );
}

interface SubValuesProps {
  parentId: number;
  onParentChange: (id: number) => void;
  state: ListState;
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
    <CrudList
      call="subValues.list"
      filters={{ parentId }}
      state={state}
      columns={columns}
      t={t}
      leading={back}
      add={t('CREATE')}
      edit={t('EDIT')}
      remove={{
        call: 'subValues.delete',
        invalidates: ['codeValues'],
        onDeleted: (output) => follow(output.parentId),
      }}
      form={(id, onClose) => {
        // The form edits the row as listed (it carries its translations); id 0 adds.
        const row = rows.find((r) => r.id === id) ?? null;
        if (id !== 0 && !row) return null;
        return (
          <SubValueFormDialog
            parentId={parentId}
            row={row}
            onClose={(savedParentId) => {
              onClose();
              if (savedParentId) follow(savedParentId);
            }}
          />
        );
      }}
    />
  );
}
