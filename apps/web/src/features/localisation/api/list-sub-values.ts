import { SUB_VALUE_SORT_FIELDS } from '@console/contract';
import type { TableQuery } from '../../../components/crud/table-query';
import { call } from '../../../lib/api-client';
import { useFlexyList } from './flexy-hooks';
import { listInput } from './list-input';

/** subValues.list: one page of the sub-values under a value (with their translations) and the value. */
export function useSubValueList(parentId: number, query: TableQuery) {
  return useFlexyList(
    'subValues',
    query,
    (ownerId) => call('subValues.list', { ownerId, parentId, ...listInput(query, SUB_VALUE_SORT_FIELDS) }),
    parentId,
  );
}
