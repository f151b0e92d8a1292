import { call } from '../../../lib/api-client';
import { codeListKeys } from '../../../lib/code-lists';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** codeValues.delete: removes the values with their attributes, translations and sub-values. */
export function useDeleteCodeValues() {
  return useFlexyMutation(
    (ownerId, ids: number[]) => call('codeValues.delete', { ownerId, ids }),
    [
      localisationKeys.resource('codeValues'),
      localisationKeys.resource('codeLists'),
      localisationKeys.resource('subValues'),
      codeListKeys.all,
    ],
  );
}
