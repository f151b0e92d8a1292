import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { localisationKeys } from './keys';

/** Every language an owner may offer (languages.catalogue). */
export function useLanguageCatalogue() {
  return useQuery({
    queryKey: localisationKeys.catalogue,
    queryFn: () => call('languages.catalogue', {}),
    select: (data) => data.result,
    staleTime: Infinity,
  });
}
