import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { codeValues } from '../db/schema/index';
import { containsPattern } from '../db/sql';
import { lowerMatch, orderOf, pageKeys, pageOf, searchAny } from './paging';

const dialect = new PgDialect();
const text = (parts: ReturnType<typeof orderOf>) => dialect.sqlToQuery(sql.join(parts, sql`, `)).sql;

describe('pageOf', () => {
  const all = Array.from({ length: 7 }, (_, i) => ({ id: i, total: 7 }));
  const fetch = async (limit: number, offset: number) => all.slice(offset, offset + limit);

  it('answers a page and the total carried by its rows', async () => {
    expect(await pageOf({ page: 1, pageSize: 3 }, fetch)).toEqual({ rows: all.slice(3, 6), total: 7 });
  });

  it('reads the total from the first row past the last page, and 0 for an empty list', async () => {
    expect(await pageOf({ page: 5, pageSize: 3 }, fetch)).toEqual({ rows: [], total: 7 });
    expect(await pageOf({ page: 0, pageSize: 3 }, async () => [])).toEqual({ rows: [], total: 0 });
  });
});

describe('orderOf and searchAny', () => {
  const sorts = { code: codeValues.code, value: sql`lower(${codeValues.value})` };

  it('sorts on the chosen field with the id as tie-break in the same direction', () => {
    expect(text(orderOf({ sortField: 'value', sortDirection: 'desc' }, sorts, codeValues.id, []))).toBe(
      'lower("code_values"."value") desc, "code_values"."id" desc',
    );
  });

  it('falls back to the default order without a chosen field', () => {
    const order = orderOf({ sortDirection: 'desc' }, sorts, codeValues.id, [
      codeValues.orderBy,
      codeValues.id,
    ]);
    expect(text(order)).toBe('"code_values"."order_by" asc, "code_values"."id" asc');
  });

  it('matches the term anywhere in any column, wildcards taken literally', () => {
    expect(searchAny('', [codeValues.code])).toBeUndefined();
    const query = dialect.sqlToQuery(searchAny('50%_a', [codeValues.code, codeValues.value])!);
    expect(query.sql).toBe('("code_values"."code" ilike $1 or "code_values"."value" ilike $2)');
    expect(query.params).toEqual(['%50\\%\\_a%', '%50\\%\\_a%']);
  });
});

describe('pageKeys and lowerMatch', () => {
  const sorts = { name: 'name_key', dateCreated: 'created_at' };

  it('keys a page on the chosen sort then the id in the same direction, else on the fallback', () => {
    expect(pageKeys({ sortField: 'dateCreated', sortDirection: 'desc' }, sorts, [])).toEqual([
      ['created_at', 'desc'],
      ['id', 'desc'],
    ]);
    expect(pageKeys({ sortDirection: 'desc' }, sorts, [['name_key', 'asc']])).toEqual([['name_key', 'asc']]);
  });

  it('matches the term anywhere without case, the pattern lowered once, wildcards taken literally', () => {
    const query = dialect.sqlToQuery(lowerMatch(containsPattern('50%_A'), [codeValues.code]));
    expect(query.sql).toBe('(lower("code_values"."code") like (select lower($1)))');
    expect(query.params).toEqual(['%50\\%\\_A%']);
  });
});
