import { useState } from 'react';
import { CLASS_DATA, type Microservice } from '@console/contract';
import { ApiError } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { useCallMutation } from '../../../lib/query';
import { saveTargetOf, toFormValues, toSaveInput } from '../form/form-values';

/**
 * Confirm in the duplicate dialog: stores the catalogue item as a new DUP microservice of the owner,
 * every id reset. A title, code or URL code clash raises the duplicate-conflict flag.
 */
export function useConfirmDuplicate(onSaved: (result: { id: number; message: string }) => void) {
  const ownerId = useOwnerId();
  const save = useCallMutation('microservices.save');
  const [conflict, setConflict] = useState(false);
  const confirm = (source: Microservice) => {
    setConflict(false);
    const input = toSaveInput(
      toFormValues(source, false),
      saveTargetOf('duplicate', source, ownerId),
      source.classCode === CLASS_DATA,
    );
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => setConflict(error instanceof ApiError && error.code === 'NAME_EXIST'),
    });
  };
  const reset = () => {
    setConflict(false);
    save.reset();
  };
  const failure = save.error && !conflict ? save.error.message : null;
  return { confirm, reset, conflict, failure, pending: save.isPending };
}
