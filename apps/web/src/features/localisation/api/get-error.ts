import { call } from '../../../lib/api-client';
import { useFlexyInfo } from './flexy-hooks';

/** errors.info: an error message with its translations, for the edit form. */
export function useErrorInfo(id: number | null) {
  return useFlexyInfo('errors', id, async (ownerId, errorId) => {
    const { errorCode, ...info } = await call('errors.info', { ownerId, id: errorId });
    return { ...info, code: errorCode };
  });
}
