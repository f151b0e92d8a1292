import { call } from '../../../lib/api-client';
import { labelKeys } from '../../../lib/labels';
import type { MessageFormOutput } from '../messages/message-types';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** labels.save; the screens' captions are refetched too, so the new text shows without a reload. */
export function useSaveLabel() {
  return useFlexyMutation(
    (ownerId, { code, ...values }: MessageFormOutput) =>
      call('labels.save', { ...values, ownerId, labelCode: code }),
    [localisationKeys.resource('labels'), labelKeys.all],
  );
}
