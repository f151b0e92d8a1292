import { useMutation } from '@tanstack/react-query';
import type { FileFormat } from '@console/contract';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';

/** localisation.previewImport: what a file would add, change and leave alone, and its bad rows; writes nothing. */
export function usePreviewImport() {
  const ownerId = useOwnerId();
  return useMutation({
    mutationFn: (input: { format: FileFormat; content: string }) =>
      call('localisation.previewImport', { ...input, ownerId }),
  });
}
