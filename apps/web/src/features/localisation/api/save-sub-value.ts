import type { SubValueSaveInput } from '@console/contract';
import { call } from '../../../lib/api-client';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** subValues.save: answers the value the sub-value now hangs under (the owner's copy of a platform value). */
export function useSaveSubValue() {
  return useFlexyMutation(
    (ownerId, values: SubValueSaveInput) => call('subValues.save', { ...values, ownerId }),
    [localisationKeys.resource('subValues'), localisationKeys.resource('codeValues')],
  );
}
