import { ERROR_SORT_FIELDS } from '@console/contract';
import type { TableQuery } from '../../../components/crud/table-query';
import { call } from '../../../lib/api-client';
import { useFlexyList } from './flexy-hooks';
import { listInput } from './list-input';

/** errors.list: the acting owner's error messages (own and inherited), one page. */
export function useErrorList(query: TableQuery) {
  const sorted = { ...query, sortField: query.sortField === 'code' ? 'errorCode' : query.sortField };
  return useFlexyList('errors', query, async (ownerId) => {
    const data = await call('errors.list', { ownerId, ...listInput(sorted, ERROR_SORT_FIELDS) });
    return {
      total: data.total,
      rows: data.rows.map(({ errorCode, ...row }) => ({ ...row, code: errorCode })),
    };
  });
}
