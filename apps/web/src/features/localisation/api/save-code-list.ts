import type { CodeListSaveInput } from '@console/contract';
import { call } from '../../../lib/api-client';
import { codeListKeys } from '../../../lib/code-lists';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** codeLists.save: answers the saved list's id (the owner's own copy when it was the platform's). */
export function useSaveCodeList() {
  return useFlexyMutation(
    (ownerId, values: CodeListSaveInput) => call('codeLists.save', { ...values, ownerId }),
    [localisationKeys.resource('codeLists'), codeListKeys.all],
  );
}
