import type { SubValueRow } from '@console/contract';
import { useTableQuery, type TableQuery } from '../../../components/crud/table-query';
import { useLabels } from '../../../lib/labels';
import { useDeleteSubValues } from '../api/delete-sub-values';
import { useSubValueList } from '../api/list-sub-values';
import { useIdParam } from '../shared/id-param';
import { BackButton, DismissibleError, ListActions } from '../shared/list-actions';
import { loadedRows } from '../shared/localisation-table';
import { LocalisationPage } from '../shared/localisation-page';
import { useListPageDialogs } from '../shared/use-list-page-dialogs';
import { SubValueFormDialog } from './sub-value-form-dialog';
import { SubValueTable } from './sub-value-table';

/** /valuesublist?value=34: Localisation - Flexy Value - Sub List (002 section 2.6). */
export function SubValueListPage() {
  const t = useLabels('FLEXY_SUBVALUE');
  const [parentId, setParentId] = useIdParam('value');
  const [query, setQuery] = useTableQuery({ sortField: 'orderBy' });
  const list = useSubValueList(parentId, query);
  const parent = list.data?.parent;
  const failed = !parentId ? t('NO_VALUE') : list.error ? `${t('LOAD_FAILED')}: ${list.error.message}` : null;
  const back = parent ? `/valuelist?list=${parent.listId}` : '/codelist';
  return (
    <LocalisationPage
      breadcrumb={t('BREADCRUMB')}
      heading={t('HEADING')}
      subheading={parent ? `${parent.listCode} / ${parent.code} - ${parent.value}` : undefined}
      error={failed}
    >
      {parentId > 0 && !list.error ? (
        <SubValueContent
          parentId={parentId}
          onParentChange={setParentId}
          query={query}
          setQuery={setQuery}
          back={back}
        />
      ) : (
        <BackButton to={back} label={t('BACK')} />
      )}
    </LocalisationPage>
  );
}

interface ContentProps {
  parentId: number;
  onParentChange: (id: number) => void;
  query: TableQuery;
  setQuery: (patch: Partial<TableQuery>) => void;
  back: string;
}

function SubValueContent({ parentId, onParentChange, query, setQuery, back }: ContentProps) {
  const t = useLabels('FLEXY_SUBVALUE');
  const list = useSubValueList(parentId, query);
  const rows = list.data?.rows ?? [];
  const { selection, setSelection, editing, setEditing, error, setError, closeEditor } = useListPageDialogs<
    SubValueRow | 'new'
  >();
  const remove = useDeleteSubValues();
  const removeIds = async (ids: number[]) => {
    const result = await remove.mutateAsync(ids);
    if (result.parentId !== parentId) onParentChange(result.parentId);
  };
  const selectedRow = selection.length === 1 ? rows.find((r) => r.id === selection[0]) : undefined;
  const actions = (
    <ListActions
      t={t}
      leading={<BackButton to={back} label={t('BACK')} />}
      add={{ label: t('CREATE'), onClick: () => setEditing('new') }}
      edit={{ label: t('EDIT'), disabled: !selectedRow, onClick: () => setEditing(selectedRow ?? null) }}
      remove={{ ids: selection, run: removeIds, busy: remove.isPending }}
      onDeleted={() => setSelection([])}
      onError={setError}
    />
  );
  return (
    <>
      <DismissibleError error={error} onClose={() => setError(null)} />
      <SubValueTable
        {...loadedRows(list)}
        query={query}
        onQueryChange={setQuery}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={setEditing}
        actions={actions}
      />
      {editing !== null && (
        <SubValueFormDialog
          parentId={parentId}
          row={editing === 'new' ? null : editing}
          onClose={(saved) => {
            closeEditor();
            if (saved && saved.parentId !== parentId) onParentChange(saved.parentId);
          }}
        />
      )}
    </>
  );
}
