import { useMutation } from '@tanstack/react-query';
import type { ExportKind, FileFormat } from '@console/contract';
import { call } from '../../../lib/api-client';
import { useOwnerId } from '../../../lib/owner-scope';

/** localisation.export: the acting owner's labels, errors and code lists as a file to download. */
export function useExportLocalisation() {
  const ownerId = useOwnerId();
  return useMutation({
    mutationFn: (input: { format: FileFormat; kinds: ExportKind[] }) =>
      call('localisation.export', { ...input, ownerId }),
  });
}
