import { CODE_VALUE_SORT_FIELDS } from '@console/contract';
import type { TableQuery } from '../../../components/crud/table-query';
import { call } from '../../../lib/api-client';
import { useFlexyList } from './flexy-hooks';
import { listInput } from './list-input';

/** codeValues.list: one page of a code list's values, with the list itself for the title. */
export function useCodeValueList(listId: number, query: TableQuery) {
  return useFlexyList(
    'codeValues',
    query,
    (ownerId) => call('codeValues.list', { ownerId, listId, ...listInput(query, CODE_VALUE_SORT_FIELDS) }),
    listId,
  );
}
