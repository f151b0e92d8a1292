import type { GridColDef } from '@mui/x-data-grid';
import { type ErrorRow, type LabelRow } from '@console/contract';
import { CrudList } from '../../../components/crud/crud-list';
import { ScreenPage } from '../../../components/crud/screen-page';
import { useListState } from '../../../components/crud/list-state';
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
    <CrudList
      call={`${kind.area}.list`}
      state={list}
      columns={columns}
      t={t}
      isRowSelectable={(row) => row.source === 'owner'}
      leading={<TransferButtons kind={kind.exportKind} />}
      add={t('ADD')}
      remove={{ call: `${kind.area}.delete` }}
      form={(id) => <MessageFormDialog kind={kind} id={id} onClose={() => list.setEditing(null)} />}
    />
  );
}
