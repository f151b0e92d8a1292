import { useState } from 'react';
import { useTableQuery, type TableQuery } from './table-query';

/** A list page's state: the table's query, the selected ids, the record open in a dialog and the banner. */
export function useListState<E = number>(initial: Partial<TableQuery> = {}) {
  const [query, setQuery] = useTableQuery(initial);
  const [selection, setSelection] = useState<number[]>([]);
  const [editing, setEditing] = useState<E | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
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
