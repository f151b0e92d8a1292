import { useNavigate } from 'react-router';
import { useTableQuery } from '../../../components/crud/table-query';
import { useLabels } from '../../../lib/labels';
import { useDeleteCodeLists } from '../api/delete-code-lists';
import { useCodeListList } from '../api/list-code-lists';
import { DismissibleError, ListActions } from '../shared/list-actions';
import { LocalisationPage } from '../shared/localisation-page';
import { useListPageDialogs } from '../shared/use-list-page-dialogs';
import { TransferButtons } from '../transfer/transfer-buttons';
import { CodeListFormDialog } from './code-list-form-dialog';
import { CodeListTable } from './code-list-table';

/** /codelist: Localisation - Flexy Codes (002 section 2.4). */
export function CodeListPage() {
  const t = useLabels('FLEXY_CODE');
  return (
    <LocalisationPage breadcrumb={t('BREADCRUMB')} heading={t('HEADING')}>
      <CodeListContent />
    </LocalisationPage>
  );
}

function CodeListContent() {
  const t = useLabels('FLEXY_CODE');
  const navigate = useNavigate();
  const [query, setQuery] = useTableQuery({ sortField: 'code' });
  const { selection, setSelection, editing, setEditing, error, setError, closeEditor } =
    useListPageDialogs<number>();
  const remove = useDeleteCodeLists();
  // Inherited platform lists can be edited (the owner gets a copy) but not deleted from here.
  const rows = useCodeListList(query).data?.rows ?? [];
  const inheritedSelected = rows.some((r) => r.source === 'platform' && selection.includes(r.id));
  const openValues = (id: number) => void navigate(`/valuelist?list=${id}`);
  const actions = (
    <ListActions
      t={t}
      leading={<TransferButtons kind="codeLists" />}
      add={{ label: t('ADD'), onClick: () => setEditing(0) }}
      edit={{
        label: t('EDIT'),
        disabled: selection.length !== 1,
        onClick: () => setEditing(selection[0] ?? null),
      }}
      remove={{ ids: inheritedSelected ? [] : selection, run: remove.mutateAsync, busy: remove.isPending }}
      onDeleted={() => setSelection([])}
      onError={setError}
    />
  );
  return (
    <>
      <DismissibleError error={error} onClose={() => setError(null)} />
      <CodeListTable
        query={query}
        onQueryChange={setQuery}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(row) => openValues(row.id)}
        actions={actions}
      />
      {editing !== null && <CodeListFormDialog id={editing} onClose={closeEditor} onCreated={openValues} />}
    </>
  );
}
