import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { localisationKeys } from './keys';

/** languages.remove (never English): the header's language switch and the chips update at once. */
export function useRemoveLanguages() {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationFn: (languageIds: number[]) => call('languages.remove', { ownerId, languageIds }),
    onSuccess: (data) =>
      queryClient.setQueryData(localisationKeys.languages(ownerId), { result: data.result }),
  });
}
