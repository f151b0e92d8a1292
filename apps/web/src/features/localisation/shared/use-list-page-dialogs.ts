import { useState } from 'react';

/** A list page's local state: the selected ids, the record in the form dialog and a failed delete's message. */
export function useListPageDialogs<E>() {
  const [selection, setSelection] = useState<number[]>([]);
  const [editing, setEditing] = useState<E | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Closes the form dialog and clears the selection (a saved row may have moved or changed). */
  const closeEditor = () => {
    setEditing(null);
    setSelection([]);
  };
  return { selection, setSelection, editing, setEditing, error, setError, closeEditor };
}
