import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';

interface DeleteSelectedProps {
  ids: number[];
  remove: (ids: number[]) => Promise<unknown>;
  busy: boolean;
  labels: { delete: string; title: string; message: string; cancel: string };
  /** Called after the rows are gone (the list has refetched): clear the selection. */
  onDeleted: () => void;
  onError: (message: string) => void;
}

/** Delete, enabled with at least one row selected, behind the spec's delete confirmation. */
export function DeleteSelected({ ids, remove, busy, labels, onDeleted, onError }: DeleteSelectedProps) {
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await remove(ids);
      onDeleted();
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        disabled={ids.length === 0}
        onClick={() => setAsking(true)}
      >
        {labels.delete}
      </Button>
      <ConfirmDialog
        open={asking}
        title={labels.title}
        message={labels.message}
        confirmLabel={labels.delete}
        cancelLabel={labels.cancel}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
