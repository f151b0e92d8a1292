import { call } from '../../../lib/api-client';
import { useFlexyInfo } from './flexy-hooks';

/** codeLists.info: a code list, for the edit form. */
export function useCodeListInfo(id: number | null) {
  return useFlexyInfo('codeLists', id, (ownerId, listId) => call('codeLists.info', { ownerId, id: listId }));
}
