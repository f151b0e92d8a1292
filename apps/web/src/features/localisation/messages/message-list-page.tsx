import { useTableQuery } from '../../../components/crud/table-query';
import { useLabels } from '../../../lib/labels';
import { DismissibleError, ListActions } from '../shared/list-actions';
import { LocalisationPage } from '../shared/localisation-page';
import { useListPageDialogs } from '../shared/use-list-page-dialogs';
import { TransferButtons } from '../transfer/transfer-buttons';
import type { MessageKind } from './message-kinds';
import { MessageFormDialog } from './message-form-dialog';
import { MessageTable } from './message-table';

/** Flexy Labels or Flexy Errors (002 sections 2.2, 2.3): searchable multi-select table, Add, Delete, edit by row click. */
export function MessageListPage({ kind }: { kind: MessageKind }) {
  const t = useLabels(kind.screen);
  return (
    <LocalisationPage breadcrumb={t('BREADCRUMB')} heading={t('HEADING')}>
      <MessageListContent kind={kind} />
    </LocalisationPage>
  );
}

function MessageListContent({ kind }: { kind: MessageKind }) {
  const t = useLabels(kind.screen);
  const [query, setQuery] = useTableQuery({ sortField: 'screenName' });
  const { selection, setSelection, editing, setEditing, error, setError } = useListPageDialogs<number>();
  const remove = kind.useDelete();
  const actions = (
    <ListActions
      t={t}
      leading={<TransferButtons kind={kind.exportKind} />}
      add={{ label: t('ADD'), onClick: () => setEditing(0) }}
      remove={{ ids: selection, run: remove.mutateAsync, busy: remove.isPending }}
      onDeleted={() => setSelection([])}
      onError={setError}
    />
  );
  return (
    <>
      <DismissibleError error={error} onClose={() => setError(null)} />
      <MessageTable
        kind={kind}
        query={query}
        onQueryChange={setQuery}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(row) => setEditing(row.id)}
        actions={actions}
      />
      {editing !== null && <MessageFormDialog kind={kind} id={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
