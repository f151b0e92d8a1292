import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';
import { localisationKeys } from './keys';

/** languages.add: the answer is the owner's languages as they now are, so the chips update at once. */
export function useAddLanguages() {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationFn: (languageIds: number[]) => call('languages.add', { ownerId, languageIds }),
    onSuccess: (data) =>
      queryClient.setQueryData(localisationKeys.languages(ownerId), { result: data.result }),
  });
}
