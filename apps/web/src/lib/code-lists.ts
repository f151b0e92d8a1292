import { useScopedQuery } from './query';
import { useConsoleState } from './session-store';

/** The values of a code list (CLOUD_PROVIDER, ACCESS_TYPE ...) for a picker, in the console's language. */
export function useCodeList(code: string) {
  const { lang } = useConsoleState();
  const query = useScopedQuery('codeLists.values', { code, lang }, { staleTime: 5 * 60_000 });
  const options = query.data?.result ?? [];
  // `choices`: the same values for a SelectField (the code stored, the value shown).
  const choices = options.map((o) => ({ value: o.code, label: o.value }));
  return { options, choices, isLoading: query.isLoading };
}
