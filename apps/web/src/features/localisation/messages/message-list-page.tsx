import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTableQuery } from '../../../components/table-query';
import { useLabels } from '../../../lib/labels';
import { DeleteSelected } from '../shared/delete-selected';
import { LocalisationPage } from '../shared/localisation-page';
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
  const [selection, setSelection] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = kind.useDelete();
  const actions = (
    <>
      <TransferButtons kind={kind.exportKind} />
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(0)}>
        {t('ADD')}
      </Button>
      <DeleteSelected
        ids={selection}
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
