import { useState, type ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { CallOutput } from '@console/contract';
import type { Area } from '../../lib/call-key';
import type { ListCallName, ListFilters, ListRow, RecordCallName } from '../../lib/query';
import { CrudTable, type ScreenLabels, type TableLabels } from './crud-table';
import { DeleteSelected, type DeleteCallName } from './delete-selected';
import { useListState, type ListState } from './list-state';
import { RecordDetailDialog, type RecordDetail } from './record-detail-dialog';
import type { TableQuery } from './table-query';
import { AddButton, EditButton } from './toolbar-buttons';

/** Delete of the selected rows: the call, and what changes with it. */
interface CrudListDelete<D extends DeleteCallName> {
  call: D;
  /** The selected rows that may be deleted (all by default). */
  deletable?: (selection: number[]) => number[];
  invalidates?: Area[];
  /** After the delete, once the selection is cleared (a success dialog ...). */
  onDeleted?: (output: CallOutput<D>) => void;
  /** A failed delete; the page's banner by default. */
  onError?: (message: string) => void;
}

/** The captions every list uses: its table's, and Delete's with its confirmation. */
type ListCode = Parameters<TableLabels>[0] | 'DELETE' | 'DEL_TITLE' | 'DEL_MSG' | 'CANCEL';

interface CrudListProps<
  N extends ListCallName,
  D extends DeleteCallName,
  I extends RecordCallName,
  C extends string,
  F extends string,
> {
  call: N;
  filters?: ListFilters<N>;
  /** The first query's sort (a list with its own default order). */
  initial?: Partial<TableQuery>;
  /** The list's state, when the page reads it too; the list keeps its own otherwise. */
  state?: ListState;
  columns: GridColDef<ListRow<N> & GridValidRowModel>[];
  /** The call's own sort fields by default. */
  sortFields?: readonly string[];
  /** The screen's captions (`useLabels`): a list with a detail has EDIT too, its Edit's caption. */
  t: ScreenLabels<C | ListCode | NoInfer<F>>;
  /** Toolbar buttons before Add (a switch to the other list, import and export ...). */
  leading?: ReactNode;
  /** Add's caption: Add opens the form with id 0. */
  add?: string;
  /** Edit's caption: Edit opens the form of the one selected row. */
  edit?: string;
  remove?: CrudListDelete<D>;
  /** Toolbar buttons after Delete (Generate Key ...). */
  trailing?: ReactNode;
  /** Without checkboxes when false. */
  selectable?: boolean;
  isRowSelectable?: (row: ListRow<N>) => boolean;
  /** What a row click does; opens `detail` by default, or without one the row's form. */
  onOpen?: (row: ListRow<N>) => void;
  /** The read-only detail a row opens, read by its info call; its Edit opens the form. */
  detail?: 'EDIT' extends C ? RecordDetail<I, F> : never;
  /** The add/edit form of id (0 adds). */
  form?: (id: number, onClose: () => void) => ReactNode;
}

/**
 * The kit's list screen body: `CrudTable` with the toolbar (leading buttons, Add, Edit, Delete behind
 * its confirmation, trailing buttons), a row's read-only detail whose Edit opens the edit form (without a
 * detail a row opens its form), and the add/edit form (001 section 2, 002 section 2.4).
 */
export function CrudList<
  N extends ListCallName,
  D extends DeleteCallName = DeleteCallName,
  I extends RecordCallName = RecordCallName,
  C extends string = never,
  F extends string = never,
>(props: CrudListProps<N, D, I, C, F>) {
  const own = useListState(props.initial);
  const list = props.state ?? own;
  const [viewing, setViewing] = useState<number | null>(null);
  const { t, remove } = props;
  return (
    <>
      <CrudTable
        call={props.call}
        filters={props.filters}
        state={list}
        columns={props.columns}
        sortFields={props.sortFields}
        t={t}
        selectable={props.selectable}
        isRowSelectable={props.isRowSelectable}
        onOpen={props.onOpen ?? ((row) => (props.detail ? setViewing : list.setEditing)(row.id))}
        actions={
          <>
            {props.leading}
            {props.add && <AddButton label={props.add} onClick={() => list.setEditing(0)} />}
            {props.edit && (
              <EditButton label={props.edit} selection={list.selection} onEdit={list.setEditing} />
            )}
            {remove && (
              <DeleteSelected
                call={remove.call}
                ids={remove.deletable ? remove.deletable(list.selection) : list.selection}
                t={t}
                invalidates={remove.invalidates}
                onDeleted={(output) => {
                  list.setSelection([]);
                  remove.onDeleted?.(output);
                }}
                onError={remove.onError ?? list.setBanner}
              />
            )}
            {props.trailing}
          </>
        }
      />
      {viewing !== null && props.detail && (
        <RecordDetailDialog
          {...props.detail}
          id={viewing}
          // The prop's type admits a detail only with captions that have EDIT.
          t={t as ScreenLabels<F | ListCode | 'EDIT'>}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setViewing(null);
            list.setEditing(viewing);
          }}
        />
      )}
      {list.editing !== null && props.form?.(list.editing, list.closeEditor)}
    </>
  );
}
