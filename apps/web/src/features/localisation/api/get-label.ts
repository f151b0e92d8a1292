import { call } from '../../../lib/api-client';
import { useFlexyInfo } from './flexy-hooks';

/** labels.info: a label with its translations, for the edit form. */
export function useLabelInfo(id: number | null) {
  return useFlexyInfo('labels', id, async (ownerId, labelId) => {
    const { labelCode, ...info } = await call('labels.info', { ownerId, id: labelId });
    return { ...info, code: labelCode };
  });
}
