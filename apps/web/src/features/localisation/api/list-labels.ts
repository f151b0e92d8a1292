import { LABEL_SORT_FIELDS } from '@console/contract';
import type { TableQuery } from '../../../components/crud/table-query';
import { call } from '../../../lib/api-client';
import { useFlexyList } from './flexy-hooks';
import { listInput } from './list-input';

/** labels.list: the acting owner's labels (own and inherited), one page. */
export function useLabelList(query: TableQuery) {
  const sorted = { ...query, sortField: query.sortField === 'code' ? 'labelCode' : query.sortField };
  return useFlexyList('labels', query, async (ownerId) => {
    const data = await call('labels.list', { ownerId, ...listInput(sorted, LABEL_SORT_FIELDS) });
    return {
      total: data.total,
      rows: data.rows.map(({ labelCode, ...row }) => ({ ...row, code: labelCode })),
    };
  });
}
