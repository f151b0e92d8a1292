import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useNavigate } from 'react-router';
import { useTableQuery } from '../../../components/table-query';
import { useLabels } from '../../../lib/labels';
import { useDeleteCodeLists } from '../api/delete-code-lists';
import { useCodeListList } from '../api/list-code-lists';
import { DeleteSelected } from '../shared/delete-selected';
import { LocalisationPage } from '../shared/localisation-page';
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
  const [selection, setSelection] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteCodeLists();
  // Inherited platform lists can be edited (the owner gets a copy) but not deleted from here.
  const rows = useCodeListList(query).data?.rows ?? [];
  const inheritedSelected = rows.some((r) => r.source === 'platform' && selection.includes(r.id));
  const openValues = (id: number) => void navigate(`/valuelist?list=${id}`);
  const actions = (
    <>
      <TransferButtons kind="codeLists" />
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
        ids={inheritedSelected ? [] : selection}
        remove={remove.mutateAsync}
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
      <CodeListTable
        query={query}
        onQueryChange={setQuery}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(row) => openValues(row.id)}
        actions={actions}
      />
      {editing !== null && (
        <CodeListFormDialog
          id={editing}
          onClose={() => {
            setEditing(null);
            setSelection([]);
          }}
          onCreated={openValues}
        />
      )}
    </>
  );
}
