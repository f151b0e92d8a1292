import type { FileFormat } from '@console/contract';
import { call } from '../../../lib/api-client';
import { codeListKeys } from '../../../lib/code-lists';
import { labelKeys } from '../../../lib/labels';
import { useFlexyMutation } from './flexy-hooks';
import { localisationKeys } from './keys';

/** localisation.import: writes the file (nothing when a row is bad); every list and caption refetches. */
export function useImportLocalisation() {
  return useFlexyMutation(
    (ownerId, input: { format: FileFormat; content: string }) =>
      call('localisation.import', { ...input, ownerId }),
    [localisationKeys.all, labelKeys.all, codeListKeys.all],
  );
}
