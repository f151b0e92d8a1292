import { call } from '../../../lib/api-client';
import { useFlexyInfo } from './flexy-hooks';

/** codeValues.info: a value with its URLs, extra attributes and translations, for the edit form. */
export function useCodeValueInfo(id: number | null) {
  return useFlexyInfo('codeValues', id, (ownerId, valueId) =>
    call('codeValues.info', { ownerId, id: valueId }),
  );
}
