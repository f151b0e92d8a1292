import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { CallOutput } from '@console/contract';
import type { Area } from '../../lib/call-key';
import type { ScopedCallName } from '../../lib/query';
import { ConfirmDialog } from './confirm-dialog';
import type { ScreenLabels } from './crud-table';
import { confirmTexts, useConfirmedCall } from './use-confirmed-call';

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
  const { call, ids, t } = props;
  const remove = useConfirmedCall(call, {
    texts: confirmTexts(t, t('DEL_TITLE'), t('DEL_MSG'), t('DELETE')),
    invalidates: props.invalidates,
    onSuccess: (output) => props.onDeleted(output as CallOutput<N>),
    onError: props.onError,
  });
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        disabled={ids.length === 0}
        onClick={() => remove.ask({ ids } as never)}
      >
        {t('DELETE')}
      </Button>
      <ConfirmDialog {...remove.dialog} />
    </>
  );
}
