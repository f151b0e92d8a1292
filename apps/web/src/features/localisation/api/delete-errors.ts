import { call } from '../../../lib/api-client';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** errors.delete: deletes the owner's error messages (an override reverts to the platform's). */
export function useDeleteErrors() {
  return useFlexyMutation(
    (ownerId, ids: number[]) => call('errors.delete', { ownerId, ids }),
    [localisationKeys.resource('errors')],
  );
}
