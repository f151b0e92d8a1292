import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CodeValueRow } from '@console/contract';
import { CrudList } from '../../../components/crud/crud-list';
import { ListPage } from '../../../components/crud/list-page';
import { useListState, type ListState } from '../../../components/crud/list-state';
import { useIdParam } from '../../../lib/id-param';
import { useLabels } from '../../../lib/labels';
import { useListQuery } from '../../../lib/query';
import { ValueFormDialog } from './value-form-dialog';

/** Extra attributes as the spec shows them: 'attribute : value', comma separated. */
export const attributesText = (row: CodeValueRow) =>
  row.attributes.map((a) => `${a.attribute} : ${a.value}`).join(', ');

/** Back to the list above (from values to code lists, from sub-values to values). */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />}>
      {label}
    </Button>
  );
}

/** /valuelist?list=12: Localisation - Flexy Value List (002 section 2.5). */
export function ValueListPage() {
  const t = useLabels('FLEXY_VALUE');
  const [listId, setListId] = useIdParam('list');
  const state = useListState({ sortField: 'orderBy' });
  const values = useListQuery('codeValues.list', state.query, { listId }, { enabled: listId > 0 });
  const list = values.data?.list;
  const failed = !listId
    ? t('NO_LIST')
    : values.error
      ? `${t('LOAD_FAILED')}: ${values.error.message}`
      : null;
  return (
    <ListPage
      breadcrumb={t('BREADCRUMB')}
      title={t('HEADING')}
      subtitle={list ? `${list.code} - ${list.title}` : undefined}
    >
      {failed ? (
        <FailedList message={failed} back={<BackButton to="/codelist" label={t('BACK')} />} />
      ) : (
        <Values listId={listId} onListChange={setListId} state={state} />
      )}
    </ListPage>
  );
}

/** A list that cannot be shown: why, and the way back. */
export function FailedList({ message, back }: { message: string; back: ReactNode }) {
  return (
    <>
      <Alert severity="error" sx={{ mb: 2 }}>
        {message}
      </Alert>
      {back}
    </>
  );
}

interface ValuesProps {
  listId: number;
  onListChange: (id: number) => void;
  state: ListState;
}

/** Order, code, value and extra attributes; a row opens its sub-list, Edit needs exactly one row. */
function Values({ listId, onListChange, state }: ValuesProps) {
  const t = useLabels('FLEXY_VALUE');
  const navigate = useNavigate();
  // Writing under a platform list gives the owner its own copy: follow it.
  const follow = (id: number) => id !== listId && onListChange(id);
  const columns: GridColDef<CodeValueRow>[] = [
    { field: 'orderBy', headerName: t('ORDER'), width: 100 },
    { field: 'code', headerName: t('CODE'), flex: 1, minWidth: 160 },
    { field: 'value', headerName: t('VALUE'), flex: 1.5, minWidth: 200 },
    {
      field: 'attributes',
      headerName: t('EXTRA'),
      flex: 1.5,
      minWidth: 220,
      valueGetter: (_value, row) => attributesText(row),
      renderCell: ({ value }) => <span title={String(value)}>{String(value)}</span>,
    },
  ];
  return (
    <CrudList
      call="codeValues.list"
      filters={{ listId }}
      state={state}
      columns={columns}
      t={t}
      onOpen={(row) => void navigate(`/valuesublist?value=${row.id}`)}
      leading={<BackButton to="/codelist" label={t('BACK')} />}
      add={t('ADD')}
      edit={t('EDIT')}
      remove={{
        call: 'codeValues.delete',
        invalidates: ['codeLists', 'subValues'],
        onDeleted: (output) => follow(output.listId),
      }}
      form={(id, onClose) => (
        <ValueFormDialog
          listId={listId}
          id={id}
          onClose={(savedListId) => {
            onClose();
            if (savedListId) follow(savedListId);
          }}
        />
      )}
    />
  );
}
