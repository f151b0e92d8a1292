import { useNavigate } from 'react-router';
import { useTableQuery, type TableQuery } from '../../../components/crud/table-query';
import { useLabels } from '../../../lib/labels';
import { useDeleteCodeValues } from '../api/delete-code-values';
import { useCodeValueList } from '../api/list-code-values';
import { useIdParam } from '../shared/id-param';
import { BackButton, DismissibleError, ListActions } from '../shared/list-actions';
import { loadedRows } from '../shared/localisation-table';
import { LocalisationPage } from '../shared/localisation-page';
import { useListPageDialogs } from '../shared/use-list-page-dialogs';
import { ValueFormDialog } from './value-form-dialog';
import { ValueTable } from './value-table';

/** /valuelist?list=12: Localisation - Flexy Value List (002 section 2.5). */
export function ValueListPage() {
  const t = useLabels('FLEXY_VALUE');
  const [listId, setListId] = useIdParam('list');
  const [query, setQuery] = useTableQuery({ sortField: 'orderBy' });
  const values = useCodeValueList(listId, query);
  const list = values.data?.list;
  const failed = !listId
    ? t('NO_LIST')
    : values.error
      ? `${t('LOAD_FAILED')}: ${values.error.message}`
      : null;
  return (
    <LocalisationPage
      breadcrumb={t('BREADCRUMB')}
      heading={t('HEADING')}
      subheading={list ? `${list.code} - ${list.title}` : undefined}
      error={failed}
    >
      {listId > 0 && !values.error ? (
        <ValueListContent listId={listId} onListChange={setListId} query={query} setQuery={setQuery} />
      ) : (
        <BackButton to="/codelist" label={t('BACK')} />
      )}
    </LocalisationPage>
  );
}

interface ContentProps {
  listId: number;
  onListChange: (id: number) => void;
  query: TableQuery;
  setQuery: (patch: Partial<TableQuery>) => void;
}

function ValueListContent({ listId, onListChange, query, setQuery }: ContentProps) {
  const t = useLabels('FLEXY_VALUE');
  const navigate = useNavigate();
  const values = useCodeValueList(listId, query);
  const { selection, setSelection, editing, setEditing, error, setError, closeEditor } =
    useListPageDialogs<number>();
  const remove = useDeleteCodeValues();
  const removeIds = async (ids: number[]) => {
    const result = await remove.mutateAsync(ids);
    if (result.listId !== listId) onListChange(result.listId);
  };
  const actions = (
    <ListActions
      t={t}
      leading={<BackButton to="/codelist" label={t('BACK')} />}
      add={{ label: t('ADD'), onClick: () => setEditing(0) }}
      edit={{
        label: t('EDIT'),
        disabled: selection.length !== 1,
        onClick: () => setEditing(selection[0] ?? null),
      }}
      remove={{ ids: selection, run: removeIds, busy: remove.isPending }}
      onDeleted={() => setSelection([])}
      onError={setError}
    />
  );
  return (
    <>
      <DismissibleError error={error} onClose={() => setError(null)} />
      <ValueTable
        {...loadedRows(values)}
        query={query}
        onQueryChange={setQuery}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(row) => void navigate(`/valuesublist?value=${row.id}`)}
        actions={actions}
      />
      {editing !== null && (
        <ValueFormDialog
          listId={listId}
          id={editing}
          onClose={(saved) => {
            closeEditor();
            if (saved && saved.listId !== listId) onListChange(saved.listId);
          }}
        />
      )}
    </>
  );
}
