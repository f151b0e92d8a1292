import { CODE_LIST_SORT_FIELDS } from '@console/contract';
import type { TableQuery } from '../../../components/crud/table-query';
import { call } from '../../../lib/api-client';
import { useFlexyList } from './flexy-hooks';
import { listInput } from './list-input';

/** codeLists.list: the acting owner's code lists (own and inherited), one page. */
export function useCodeListList(query: TableQuery) {
  return useFlexyList('codeLists', query, (ownerId) =>
    call('codeLists.list', { ownerId, ...listInput(query, CODE_LIST_SORT_FIELDS) }),
  );
}
