import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { CallOutput } from '@console/contract';
import type { Area } from '../../lib/call-key';
import { useCallMutation, type ScopedCallName } from '../../lib/query';
import { ConfirmDialog } from './confirm-dialog';
import type { ScreenLabels } from './crud-table';

/** Calls that delete rows by id (`{ ids }`). */
export type DeleteCallName = {
  [N in ScopedCallName]: N extends `${string}.delete` ? N : never;
}[ScopedCallName];

interface DeleteSelectedProps<N extends DeleteCallName> {
  call: N;
  /** The selected rows that may be deleted; Delete is disabled while there is none. */
  ids: number[];
  t: ScreenLabels<'DELETE' | 'DEL_TITLE' | 'DEL_MSG' | 'CANCEL'>;
  /** Other areas whose queries change with the delete. */
  invalidates?: Area[];
  /** After the rows are gone and the lists have been read again: clear the selection ... */
  onDeleted: (output: CallOutput<N>) => void;
  /** The delete failed: its message, for the page's banner. */
  onError: (message: string) => void;
}

/** Delete, enabled with at least one row selected, behind the spec's delete confirmation. */
export function DeleteSelected<N extends DeleteCallName>(props: DeleteSelectedProps<N>) {
  const { call, ids, t, onDeleted, onError } = props;
  const remove = useCallMutation(call, { invalidates: props.invalidates });
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate({ ids } as never, {
      onSuccess: (output) => onDeleted(output as CallOutput<N>),
      onError: (error) => onError(error.message),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        disabled={ids.length === 0}
        onClick={() => setAsking(true)}
      >
        {t('DELETE')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('DEL_TITLE')}
        message={t('DEL_MSG')}
        confirmLabel={t('DELETE')}
        cancelLabel={t('CANCEL')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
