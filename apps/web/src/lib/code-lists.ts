import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { useOwnerId } from './owner-scope';
import { useConsoleState } from './session-store';

export const codeListKeys = {
  all: ['codeLists'] as const,
  values: (ownerId: number | undefined, code: string, lang: string) =>
    ['codeLists', ownerId, code, lang] as const,
};

/** The values of a code list (CLOUD_PROVIDER, ACCESS_TYPE ...) for a picker, in the console's language. */
export function useCodeList(code: string) {
  const { lang } = useConsoleState();
  const ownerId = useOwnerId();
  const query = useQuery({
    queryKey: codeListKeys.values(ownerId, code, lang),
    queryFn: () => call('codeLists.values', { code, lang, ownerId }),
    staleTime: 5 * 60_000,
  });
  return { options: query.data?.result ?? [], isLoading: query.isLoading };
}
