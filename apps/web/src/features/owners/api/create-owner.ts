import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddOwnerInput } from '@console/contract';
import { call } from '../../../lib/api-client';
import { ownerListKeys } from '../../../components/owner-breadcrumbs';

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddOwnerInput) => call('owners.create', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerListKeys.all }),
  });
}
