import type { GridColDef } from '@mui/x-data-grid';
import { type ErrorRow, type LabelRow } from '@console/contract';
import { CrudTable } from '../../../components/crud/crud-table';
import { DeleteSelected } from '../../../components/crud/delete-selected';
import { ScreenPage } from '../../../components/crud/screen-page';
import { useListState } from '../../../components/crud/list-state';
import { AddButton } from '../../../components/crud/toolbar-buttons';
import { useLabels } from '../../../lib/labels';
import { sourceCodeColumn } from '../fields/source-chip';
import { TransferButtons } from '../transfer/transfer-buttons';
import type { MessageKind } from './message-kinds';
import { MessageFormDialog } from './message-form-dialog';

/** A label or an error row: the same record with its own code field. */
type MessageRow = LabelRow | ErrorRow;

/** Flexy Labels or Flexy Errors (002 sections 2.2, 2.3): searchable multi-select table, Add, Delete, edit by row click. */
export function MessageListPage({ kind }: { kind: MessageKind }) {
  return (
    <ScreenPage screen={kind.screen}>
      <Messages kind={kind} />
    </ScreenPage>
  );
}

/** screenName, screenCode, the code and text; the platform's inherited rows are not selectable. */
function Messages({ kind }: { kind: MessageKind }) {
  const t = useLabels(kind.screen);
  const list = useListState({ sortField: 'screenName' });
  const columns: GridColDef<MessageRow>[] = [
    { field: 'screenName', headerName: t('SCREEN_NAME'), flex: 1, minWidth: 160 },
    { field: 'screenCode', headerName: t('SCREEN_CODE'), flex: 0.8, minWidth: 130 },
    sourceCodeColumn<MessageRow>(kind.codeField, t('CODE'), t('PLATFORM'), { flex: 1.2, minWidth: 200 }),
    { field: 'text', headerName: t('TEXT'), flex: 2, minWidth: 220 },
  ];
  return (
    <>
      <CrudTable
        call={`${kind.area}.list`}
        state={list}
        columns={columns}
        sortFields={kind.sortFields}
        t={t}
        onOpen={(row) => list.setEditing(row.id)}
        isRowSelectable={(row) => row.source === 'owner'}
        actions={
          <>
            <TransferButtons kind={kind.exportKind} />
            <AddButton label={t('ADD')} onClick={() => list.setEditing(0)} />
            <DeleteSelected
              call={`${kind.area}.delete`}
              ids={list.selection}
              t={t}
              onDeleted={() => list.setSelection([])}
              onError={list.setBanner}
            />
          </>
        }
      />
      {list.editing !== null && (
        <MessageFormDialog kind={kind} id={list.editing} onClose={() => list.setEditing(null)} />
      )}
    </>
  );
}
