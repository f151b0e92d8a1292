import { call } from '../../../lib/api-client';
import { codeListKeys } from '../../../lib/code-lists';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** codeLists.delete: removes the lists with their values and sub-values. */
export function useDeleteCodeLists() {
  return useFlexyMutation(
    (ownerId, ids: number[]) => call('codeLists.delete', { ownerId, ids }),
    [localisationKeys.all, codeListKeys.all],
  );
}
