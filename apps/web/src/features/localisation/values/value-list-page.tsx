import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CodeValueRow } from '@console/contract';
import { CrudList } from '../../../components/crud/crud-list';
import type { ScreenLabels } from '../../../components/crud/crud-table';
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
  return (
    <NestedListPage
      t={t}
      missing={listId ? null : t('NO_LIST')}
      error={values.error}
      subtitle={list ? `${list.code} - ${list.title}` : undefined}
      back={<BackButton to="/codelist" label={t('BACK')} />}
    >
      <Values listId={listId} onListChange={setListId} state={state} />
    </NestedListPage>
  );
}

interface NestedListPageProps {
  t: ScreenLabels<'BREADCRUMB' | 'HEADING' | 'LOAD_FAILED'>;
  /** Why there is nothing to list (the address names no record), or null. */
  missing: string | null;
  /** The list's load failure. */
  error: Error | null;
  /** The record the list is under. */
  subtitle?: string;
  /** The way back, shown under the reason when the list cannot be shown. */
  back: ReactNode;
  children: ReactNode;
}

/**
 * The screen of a list under a record the address names (values of a code list, sub-values of a
 * value): the list, or why it cannot be shown and the way back.
 */
export function NestedListPage({ t, missing, error, subtitle, back, children }: NestedListPageProps) {
  const failed = missing ?? (error ? `${t('LOAD_FAILED')}: ${error.message}` : null);
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={t('HEADING')} subtitle={subtitle}>
      {failed ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {failed}
          </Alert>
          {back}
        </>
      ) : (
        children
      )}
    </ListPage>
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
