import { call } from '../../../lib/api-client';
import { labelKeys } from '../../../lib/labels';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** labels.delete: an owner's override reverts to the platform's label, so captions are refetched. */
export function useDeleteLabels() {
  return useFlexyMutation(
    (ownerId, ids: number[]) => call('labels.delete', { ownerId, ids }),
    [localisationKeys.resource('labels'), labelKeys.all],
  );
}
