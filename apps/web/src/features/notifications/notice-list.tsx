import { useState, type ComponentType, type ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { CrudTable } from '../../components/crud/crud-table';
import { DeleteSelected, type DeleteCallName } from '../../components/crud/delete-selected';
import { useListState } from '../../components/crud/list-state';
import { AddButton } from '../../components/crud/toolbar-buttons';
import { useLabels } from '../../lib/labels';
import type { ListCallName, ListRow } from '../../lib/query';

interface NoticeListProps<N extends ListCallName> {
  call: N;
  deleteCall: DeleteCallName;
  columns: GridColDef<ListRow<N> & GridValidRowModel>[];
  sortFields: readonly string[];
  /** The button to the other list (001 section 2.2: two lists, one at a time). */
  toggle: ReactNode;
  Detail: ComponentType<{ id: number; onClose: () => void; onEdit: () => void }>;
  Form: ComponentType<{ id: number; onClose: () => void }>;
}

/**
 * One of the two lists of Notifications and Outage: multi-select, Add, Delete, the selected-count chip;
 * a row opens its read-only detail, whose Edit opens the edit dialog (001 section 2.2).
 */
export function NoticeList<N extends ListCallName>(props: NoticeListProps<N>) {
  const { Detail, Form } = props;
  const t = useLabels('NOTIFICATIONS');
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
            {props.toggle}
            <AddButton label={t('ADD')} onClick={() => list.setEditing(0)} />
            <DeleteSelected
              call={props.deleteCall}
              ids={list.selection}
              t={t}
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
