import { useState } from 'react';
import { useOwnerId } from '../../lib/owner-scope';
import { useTableQuery, type TableQuery } from './table-query';

/**
 * A list page's state: the table's query, the selected ids, the record open in a dialog and the banner.
 * Another acting owner starts afresh: first page, no selection, no dialog.
 */
export function useListState<E = number>(initial: Partial<TableQuery> = {}) {
  const [query, setQuery] = useTableQuery(initial);
  const [selection, setSelection] = useState<number[]>([]);
  const [editing, setEditing] = useState<E | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const ownerId = useOwnerId();
  const [scope, setScope] = useState(ownerId);
  if (scope !== ownerId) {
    setScope(ownerId);
    setQuery({ page: 0 });
    setSelection([]);
    setEditing(null);
    setBanner(null);
  }
  return {
    query,
    setQuery,
    selection,
    setSelection,
    editing,
    setEditing,
    banner,
    setBanner,
    /** Closes the form dialog and clears the selection (a saved row may have moved or changed). */
    closeEditor: () => {
      setEditing(null);
      setSelection([]);
    },
  };
}

export type ListState<E = number> = ReturnType<typeof useListState<E>>;

/**
 * A filter of a list (a status, a type, an organisation): setting it goes back to the first page, and
 * with `clearSelection` also forgets the selection (the rows picked under the old filter).
 */
export function useListFilter<T>(
  list: Pick<ListState, 'setQuery' | 'setSelection'>,
  initial: T | (() => T),
  clearSelection = false,
) {
  const [value, setValue] = useState(initial);
  const set = (next: T) => {
    setValue(next);
    if (clearSelection) list.setSelection([]);
    list.setQuery({ page: 0 });
  };
  return [value, set] as const;
}
