import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const catalogueKeys = { all: ['microservices', 'catalogue'] as const };

/** The platform catalogue offered in the Add Owner picker. */
export function useMicroserviceCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.all,
    queryFn: () => call('microservices.catalogue', {}),
    enabled,
  });
}
