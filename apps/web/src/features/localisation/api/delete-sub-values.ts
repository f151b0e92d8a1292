import { call } from '../../../lib/api-client';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** subValues.delete: removes sub-values of one value with their translations. */
export function useDeleteSubValues() {
  return useFlexyMutation(
    (ownerId, ids: number[]) => call('subValues.delete', { ownerId, ids }),
    [localisationKeys.resource('subValues'), localisationKeys.resource('codeValues')],
  );
}
