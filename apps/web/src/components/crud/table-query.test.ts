import { describe, expect, it } from 'vitest';
import { patchQuery, type TableQuery } from './table-query';

describe('patchQuery', () => {
  const q: TableQuery = { page: 3, pageSize: 50, search: 'old', sortField: 'name', sortDirection: 'asc' };

  it('goes back to the first page on a new search, sort or page size', () => {
    expect(patchQuery(q, { search: 'new' })).toEqual({ ...q, search: 'new', page: 0 });
    expect(patchQuery(q, { sortField: 'code', sortDirection: 'desc' })).toMatchObject({ page: 0 });
    expect(patchQuery(q, { pageSize: 25 })).toMatchObject({ page: 0, pageSize: 25 });
  });

  it('keeps the page for the same search and moves to the page asked for', () => {
    expect(patchQuery(q, { search: 'old' })).toEqual(q);
    expect(patchQuery(q, { page: 4 })).toEqual({ ...q, page: 4 });
  });
});
