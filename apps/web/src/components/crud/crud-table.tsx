import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { sortFieldsOf, type CallInput } from '@console/contract';
import { useOwnerId } from '../../lib/owner-scope';
import {
  listInput,
  useListQuery,
  usePrefetchList,
  type ListCallName,
  type ListFilters,
  type ListRow,
} from '../../lib/query';
import { DataTable } from './data-table';
import { ExportCsvButton } from './export-csv-button';
import type { ListState } from './list-state';
import { patchQuery, type TableQuery } from './table-query';

/** A kit row's id; one function for every render, so the grid does not re-read its rows when the table re-renders. */
const rowId = (row: GridValidRowModel) => (row as { id: number }).id;
const NO_ROWS: never[] = [];

/** A screen's captions narrowed to the codes a kit piece uses (any screen's `useLabels` fits). */
export type ScreenLabels<C extends string> = (code: C, vars?: Record<string, string | number>) => string;

/** A screen's captions with some codes saying other texts (a tab's search box and empty list name what it lists). */
export function relabel<C extends string, K extends string>(
  t: ScreenLabels<C>,
  texts: Record<K, string>,
): ScreenLabels<C | K> {
  return (code, vars) => (texts as Record<string, string>)[code] ?? t(code as C, vars);
}

export type TableLabels = ScreenLabels<'SEARCH' | 'SELECTED_COUNT' | 'NO_ROWS' | 'LOAD_FAILED'>;

interface CrudTableProps<N extends ListCallName> {
  /** The list call: the table pages, searches and sorts through it, and exports through it. */
  call: N;
  /** The call's own filters (a parent id ...). */
  filters?: ListFilters<N>;
  /** False while the filters are not known yet (no parent chosen). */
  enabled?: boolean;
  state: Pick<
    ListState<unknown>,
    'query' | 'setQuery' | 'selection' | 'setSelection' | 'banner' | 'setBanner'
  >;
  columns: GridColDef<ListRow<N> & GridValidRowModel>[];
  /** Fields the call sorts by; other columns do not offer sorting. The call's own (its input's) by default. */
  sortFields?: readonly string[];
  t: TableLabels;
  onOpen?: (row: ListRow<N>) => void;
  /** Without checkboxes when false. */
  selectable?: boolean;
  isRowSelectable?: (row: ListRow<N>) => boolean;
  /** Add, Edit, Delete ... right of the search box, before Export CSV. */
  actions?: ReactNode;
}

/**
 * The kit's list: a server-paged, searched and sorted table of a list call, with the selected-count
 * chip, the page's actions, Export CSV of what the filter shows (visible columns, captions as shown)
 * and the page's banner for what failed.
 */
export function CrudTable<N extends ListCallName>(props: CrudTableProps<N>) {
  const { call, filters, state, t } = props;
  const sortFields = props.sortFields ?? sortFieldsOf(call);
  const list = useListQuery(call, state.query, filters, { enabled: props.enabled });
  // A new search, page or sort asks the server at once, before the table re-renders for it.
  const prefetch = usePrefetchList(call, filters);
  const { query, setQuery } = state;
  const enabled = props.enabled !== false;
  const onQueryChange = useCallback(
    (patch: Partial<TableQuery>) => {
      if (enabled) prefetch(patchQuery(query, patch));
      setQuery(patch);
    },
    [enabled, prefetch, query, setQuery],
  );
  const [hidden, setHidden] = useState<GridColumnVisibilityModel>({});
  const columns = useMemo(
    () =>
      props.columns.map((c) => ({ ...c, sortable: c.sortable !== false && sortFields.includes(c.field) })),
    [props.columns, sortFields],
  );
  const ownerId = useOwnerId();
  const data = list.data as { rows: ListRow<N>[]; total: number; totalBounded?: boolean } | undefined;
  // The search box reports its text once typing pauses; an export clicked before that exports what the
  // box says, not the rows the table still shows.
  const searchBox = useRef<HTMLInputElement>(null);
  const exportInput = () => {
    const search = searchBox.current?.value ?? state.query.search;
    return { ...listInput<N>({ ...state.query, search }, filters), ownerId } as CallInput<N>;
  };

  return (
    <>
      {state.banner && (
        <Alert severity="error" onClose={() => state.setBanner(null)} sx={{ mb: 2 }}>
          {state.banner}
        </Alert>
      )}
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('LOAD_FAILED')}: {list.error.message}
        </Alert>
      )}
      <DataTable<ListRow<N> & GridValidRowModel>
        rows={data?.rows ?? NO_ROWS}
        total={data?.total ?? 0}
        totalBounded={data?.totalBounded}
        loading={list.isFetching}
        columns={columns}
        getRowId={rowId}
        query={state.query}
        onQueryChange={onQueryChange}
        selection={props.selectable === false ? undefined : state.selection}
        onSelectionChange={state.setSelection}
        onRowClick={props.onOpen}
        isRowSelectable={props.isRowSelectable}
        columnVisibility={hidden}
        onColumnVisibilityChange={setHidden}
        searchRef={searchBox}
        actions={
          <>
            {props.actions}
            <ExportCsvButton
              call={call}
              input={exportInput}
              columns={columns}
              hidden={hidden}
              onError={state.setBanner}
            />
          </>
        }
        labels={{
          search: t('SEARCH'),
          selected: (n) => t('SELECTED_COUNT', { n }),
          noRows: list.error ? t('LOAD_FAILED') : t('NO_ROWS'),
        }}
      />
    </>
  );
}
