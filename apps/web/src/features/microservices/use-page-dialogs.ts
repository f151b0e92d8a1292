import { useState } from 'react';
import type { Microservice } from '@console/contract';

/** What the page shows on top of the table; one at a time, the detail stays behind an edit. */
export type PageDialog =
  | { kind: 'add' | 'assign' | 'duplicate' }
  | { kind: 'edit'; ms: Microservice }
  | { kind: 'duplicateEdit'; source: Microservice };

/** The page's dialog state: the open detail (by id), a dialog over it and a success message. */
export function usePageDialogs() {
  const [detailId, setDetailId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  return {
    detailId,
    dialog,
    success,
    openDetail: setDetailId,
    closeDetail: () => setDetailId(null),
    open: setDialog,
    close: () => setDialog(null),
    /** Closes the dialog and shows the success dialog with the message. */
    succeed: (message: string) => {
      setDialog(null);
      setSuccess(message);
    },
    dismissSuccess: () => setSuccess(null),
  };
}
