import { parse } from 'csv-parse/sync';
import { CSV_EXPORT_PATH, type CsvExportBody } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { CSV_BATCH_ROWS } from '../src/http/csv-export';
import { sql } from './helpers/test-app';
import { useLogins } from './helpers/use-logins';
import { useApi } from './helpers/api';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace');

async function exportCsv(name: string, body: CsvExportBody | Record<string, unknown>, key?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${CSV_EXPORT_PATH}/${name}`,
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    payload: JSON.stringify(body),
  });
  return res;
}

/** The CSV's records, the header first (the byte-order mark removed). */
const records = (text: string): string[][] => parse(text.replace(/^\uFEFF/, ''), { relaxQuotes: false });

const VALUE_COLUMNS = [
  { field: 'orderBy', caption: 'Order' },
  { field: 'code', caption: 'Code' },
  { field: 'value', caption: 'Value, "quoted"' },
];

describe('CSV export of a list', () => {
  it('streams every row beyond one batch, with the captions and escaped cells', async () => {
    const { id: listId } = await t.ok('codeLists.save', { code: 'CSV_BIG', title: 'Big' }, keys.platform);
    const count = CSV_BATCH_ROWS * 2 + 7;
    await t.db.execute(sql`insert into code_values (list_id, code, value, order_by)
      select ${listId}, 'V' || lpad(i::text, 5, '0'),
        case i % 4 when 0 then 'plain ' || i when 1 then 'comma, "quote" ' || i
                   when 2 then e'line\nbreak ' || i else '=1+' || i end, i
      from generate_series(1, ${count}) as i`);
    const res = await exportCsv(
      'codeValues.list',
      { input: { listId, pageSize: 5, page: 3 }, columns: VALUE_COLUMNS },
      keys.platform,
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="codeValues-${day}.csv"`);
    expect(res.headers['content-length']).toBeUndefined();
    const [header, ...rows] = records(res.body);
    expect(header).toEqual(['Order', 'Code', 'Value, "quoted"']);
    expect(rows).toHaveLength(count);
    expect(rows.map((r) => r[1])).toEqual(
      Array.from({ length: count }, (_, i) => `V${String(i + 1).padStart(5, '0')}`),
    );
    expect(rows.slice(0, 4)).toEqual([
      ['1', 'V00001', 'comma, "quote" 1'],
      ['2', 'V00002', 'line\nbreak 2'],
      ['3', 'V00003', "'=1+3"],
      ['4', 'V00004', 'plain 4'],
    ]);
  });

  it('exports what the filter shows, in the list order', async () => {
    const res = await exportCsv(
      'microservices.list',
      {
        input: { ownerId: t.owners.acme, search: 'forecast', sortDirection: 'desc' },
        columns: [
          { field: 'name', caption: 'Name' },
          { field: 'microType', caption: 'Ownership' },
        ],
      },
      keys.platform,
    );
    expect(res.statusCode).toBe(200);
    const page = await t.ok(
      'microservices.list',
      { ownerId: t.owners.acme, search: 'forecast', sortDirection: 'desc' },
      keys.platform,
    );
    expect(records(res.body)).toEqual([
      ['Name', 'Ownership'],
      ...page.rows.map((r: { name: string; microType: string }) => [r.name, r.microType]),
    ]);
    expect(page.rows.length).toBeGreaterThan(0);
  });

  it('exports a list that is not paged (owners)', async () => {
    const res = await exportCsv(
      'owners.list',
      { columns: [{ field: 'ownerName', caption: 'Owner Name' }] },
      keys.platform,
    );
    expect(res.statusCode).toBe(200);
    const { results } = await t.ok('owners.list', {}, keys.platform);
    expect(
      records(res.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(results.map((o: { ownerName: string }) => o.ownerName));
  });

  it('refuses an unknown column or bad input with 400 and field errors, before any byte of CSV', async () => {
    await t.unchanged(async () => {
      const column = await exportCsv(
        'labels.list',
        { columns: [{ field: 'password', caption: 'x' }] },
        keys.platform,
      );
      expect(column.statusCode).toBe(400);
      expect(column.json().error.fieldErrors).toEqual({
        'columns.0.field': ['password is not a column of this list'],
      });
      const input = await exportCsv(
        'labels.list',
        { input: { sortField: 'nope' }, columns: [{ field: 'text', caption: 'Text' }] },
        keys.platform,
      );
      expect(input.statusCode).toBe(400);
      expect(Object.keys(input.json().error.fieldErrors)).toEqual(['input.sortField']);
      const none = await exportCsv('labels.list', { columns: [] }, keys.platform);
      expect(none.statusCode).toBe(400);
    });
  });

  it('answers 401 without a session, 403 without the permission and 404 for another tenant or a call that is not a list', async () => {
    const columns = [{ field: 'name', caption: 'Name' }];
    expect((await exportCsv('microservices.list', { columns })).statusCode).toBe(401);
    const forbidden = await exportCsv(
      'labels.list',
      { columns: [{ field: 'text', caption: 'Text' }] },
      keys.acme,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    const tenant = await exportCsv(
      'microservices.list',
      { input: { ownerId: t.owners.acme }, columns },
      keys.teamspace,
    );
    expect(tenant.statusCode).toBe(404);
    expect(tenant.headers['content-type']).toMatch(/^application\/json/);
    expect(tenant.json().error.code).toBe('NOT_FOUND');
    expect((await exportCsv('microservices.info', { columns }, keys.acme)).statusCode).toBe(404);
    expect((await exportCsv('auth.session', { columns }, keys.acme)).statusCode).toBe(404);
  });
});
