import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router';
import type { SubValueRow } from '@console/contract';
import { useTableQuery, type TableQuery } from '../../../components/table-query';
import { useLabels } from '../../../lib/labels';
import { useDeleteSubValues } from '../api/delete-sub-values';
import { useSubValueList } from '../api/list-sub-values';
import { DeleteSelected } from '../shared/delete-selected';
import { useIdParam } from '../shared/id-param';
import { LocalisationPage } from '../shared/localisation-page';
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
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
          {t('BACK')}
        </Button>
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
  const [selection, setSelection] = useState<number[]>([]);
  const [editing, setEditing] = useState<SubValueRow | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteSubValues();
  const removeIds = async (ids: number[]) => {
    const result = await remove.mutateAsync(ids);
    if (result.parentId !== parentId) onParentChange(result.parentId);
  };
  const selectedRow = selection.length === 1 ? rows.find((r) => r.id === selection[0]) : undefined;
  const actions = (
    <>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
        {t('BACK')}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
        {t('CREATE')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<EditIcon />}
        disabled={!selectedRow}
        onClick={() => setEditing(selectedRow ?? null)}
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
      <SubValueTable
        rows={rows}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        failed={Boolean(list.error)}
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
            setEditing(null);
            setSelection([]);
            if (saved && saved.parentId !== parentId) onParentChange(saved.parentId);
          }}
        />
      )}
    </>
  );
}
