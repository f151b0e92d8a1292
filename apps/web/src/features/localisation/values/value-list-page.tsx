import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTableQuery, type TableQuery } from '../../../components/table-query';
import { useLabels } from '../../../lib/labels';
import { useDeleteCodeValues } from '../api/delete-code-values';
import { useCodeValueList } from '../api/list-code-values';
import { DeleteSelected } from '../shared/delete-selected';
import { useIdParam } from '../shared/id-param';
import { LocalisationPage } from '../shared/localisation-page';
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
        <Button component={RouterLink} to="/codelist" startIcon={<ArrowBackIcon />}>
          {t('BACK')}
        </Button>
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
  const [selection, setSelection] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteCodeValues();
  const removeIds = async (ids: number[]) => {
    const result = await remove.mutateAsync(ids);
    if (result.listId !== listId) onListChange(result.listId);
  };
  const actions = (
    <>
      <Button component={RouterLink} to="/codelist" startIcon={<ArrowBackIcon />}>
        {t('BACK')}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(0)}>
        {t('ADD')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<EditIcon />}
        disabled={selection.length !== 1}
        onClick={() => setEditing(selection[0] ?? null)}
      >
        {t('EDIT')}
      </Button>
      <DeleteSelected
        ids={selection}
        remove={removeIds}
        busy={remove.isPending}
        labels={{ delete: t('DELETE'), title: t('DEL_TITLE'), message: t('DEL_MSG'), cancel: t('CANCEL') }}
        onDeleted={() => setSelection([])}
        onError={setError}
      />
    </>
  );
  return (
    <>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <ValueTable
        rows={values.data?.rows ?? []}
        total={values.data?.total ?? 0}
        loading={values.isFetching}
        failed={Boolean(values.error)}
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
            setEditing(null);
            setSelection([]);
            if (saved && saved.listId !== listId) onListChange(saved.listId);
          }}
        />
      )}
    </>
  );
}
