import { describe, expect, it } from 'vitest';
import { idsInput, listQuery, MAX_PAGE_SIZE, pageOutput, saveIdSchema } from './list';
import { z } from 'zod';

const query = listQuery(['name', 'code'] as const).extend({ kind: z.string().optional() });

describe('listQuery', () => {
  it('fills the defaults of the first page', () => {
    expect(query.parse({})).toEqual({ page: 0, pageSize: 50, search: '', sortDirection: 'asc' });
  });

  it('takes area filters and a sort on its own fields only', () => {
    expect(query.parse({ kind: 'x', sortField: 'code', search: '  a  ' })).toMatchObject({
      kind: 'x',
      sortField: 'code',
      search: 'a',
    });
    expect(query.safeParse({ sortField: 'other' }).success).toBe(false);
  });

  it(`refuses page sizes outside 1..${MAX_PAGE_SIZE}, negative pages and a NUL in the search`, () => {
    for (const bad of [{ pageSize: 0 }, { pageSize: MAX_PAGE_SIZE + 1 }, { page: -1 }, { search: 'a\u0000' }])
      expect(query.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(query.parse({ pageSize: MAX_PAGE_SIZE }).pageSize).toBe(MAX_PAGE_SIZE);
  });
});

describe('ids and pages', () => {
  it('keeps each selected id once and needs at least one', () => {
    expect(idsInput.parse({ ids: [3, 1, 3] }).ids).toEqual([3, 1]);
    expect(idsInput.safeParse({ ids: [] }).success).toBe(false);
    expect(idsInput.safeParse({ ids: [2_147_483_648] }).success).toBe(false);
  });

  it('creates with id 0 and answers rows with their total', () => {
    expect(saveIdSchema.parse(undefined)).toBe(0);
    expect(pageOutput(z.object({ id: z.number() })).parse({ rows: [{ id: 1 }], total: 9 })).toEqual({
      rows: [{ id: 1 }],
      total: 9,
    });
  });
});
