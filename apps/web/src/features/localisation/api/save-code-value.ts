import type { CodeValueSaveInput } from '@console/contract';
import { call } from '../../../lib/api-client';
import { codeListKeys } from '../../../lib/code-lists';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** codeValues.save: answers the list the value now lives in (the owner's copy of a platform list). */
export function useSaveCodeValue() {
  return useFlexyMutation(
    (ownerId, values: CodeValueSaveInput) => call('codeValues.save', { ...values, ownerId }),
    [localisationKeys.resource('codeValues'), localisationKeys.resource('codeLists'), codeListKeys.all],
  );
}
