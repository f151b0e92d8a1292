import { useState, type ComponentType, type ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { Area } from '../../lib/call-key';
import type { ListCallName, ListRow } from '../../lib/query';
import { CrudTable, type ScreenLabels, type TableLabels } from './crud-table';
import { DeleteSelected, type DeleteCallName } from './delete-selected';
import { useListState } from './list-state';
import { AddButton } from './toolbar-buttons';

interface DetailListProps<N extends ListCallName> {
  call: N;
  deleteCall: DeleteCallName;
  columns: GridColDef<ListRow<N> & GridValidRowModel>[];
  sortFields: readonly string[];
  t: TableLabels & ScreenLabels<'ADD' | 'DELETE' | 'DEL_TITLE' | 'DEL_MSG' | 'CANCEL'>;
  /** Other areas whose queries change with a delete. */
  invalidates?: Area[];
  /** Buttons before Add (a toggle to another list ...). */
  actions?: ReactNode;
  Detail: ComponentType<{ id: number; onClose: () => void; onEdit: () => void }>;
  Form: ComponentType<{ id: number; onClose: () => void }>;
}

/**
 * The common list screen of 001 section 2: multi-select rows, Add, Delete (with a selection) and the
 * selected-count chip; a row opens its read-only detail, whose Edit closes it and opens the edit form.
 */
export function DetailList<N extends ListCallName>(props: DetailListProps<N>) {
  const { Detail, Form, t } = props;
  const list = useListState();
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <CrudTable
        call={props.call}
        state={list}
        columns={props.columns}
        sortFields={props.sortFields}
        t={t}
        onOpen={(row) => setViewing((row as { id: number }).id)}
        actions={
          <>
            {props.actions}
            <AddButton label={t('ADD')} onClick={() => list.setEditing(0)} />
            <DeleteSelected
              call={props.deleteCall}
              ids={list.selection}
              t={t}
              invalidates={props.invalidates}
              onDeleted={() => list.setSelection([])}
              onError={list.setBanner}
            />
          </>
        }
      />
      {viewing !== null && (
        <Detail
          id={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setViewing(null);
            list.setEditing(viewing);
          }}
        />
      )}
      {list.editing !== null && <Form id={list.editing} onClose={list.closeEditor} />}
    </>
  );
}
