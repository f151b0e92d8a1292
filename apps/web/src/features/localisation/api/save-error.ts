import { call } from '../../../lib/api-client';
import type { MessageFormOutput } from '../messages/message-types';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** errors.save: creates or updates an error message with its translations. */
export function useSaveError() {
  return useFlexyMutation(
    (ownerId, { code, ...values }: MessageFormOutput) =>
      call('errors.save', { ...values, ownerId, errorCode: code }),
    [localisationKeys.resource('errors')],
  );
}
