import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { placeholders, statementShapes } from '../src/db/prepared';
import { useTestApp } from './helpers/test-app';

describe('statements built once per shape (statementShapes)', () => {
  const t = useTestApp();
  const P = placeholders('owner', 'code');

  it('builds each shape once (in production) and fills its values by name at every call, with constants kept', async () => {
    const run = statementShapes('test_shapes', { check: false });
    const build = vi.fn((desc: boolean) => {
      const order = sql.raw(desc ? 'code desc' : 'code asc');
      return sql`select code, ${'fixed'}::text as tag from owners
        where id = ${P.owner} or code = ${P.code} order by ${order}`;
    });
    const read = (shape: 'asc' | 'desc', owner: number, code: string) =>
      run<{ code: string; tag: string }>(t.db, shape, () => build(shape === 'desc'), { owner, code });

    expect(await read('asc', t.owners.acme, 'platform')).toEqual([
      { code: 'acme', tag: 'fixed' },
      { code: 'platform', tag: 'fixed' },
    ]);
    expect(await read('asc', t.owners.teamspace, 'nobody')).toEqual([{ code: 'teamspace', tag: 'fixed' }]);
    expect(await read('desc', t.owners.acme, 'platform')).toEqual([
      { code: 'platform', tag: 'fixed' },
      { code: 'acme', tag: 'fixed' },
    ]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('refuses a call that leaves a value of its statement unfilled, before the database sees it', async () => {
    const run = statementShapes('test_shapes_missing');
    await expect(run(t.db, 'one', () => sql`select 1 from owners where id = ${P.owner}`, {})).rejects.toThrow(
      'test_shapes_missing: no value for owner',
    );
  });

  it('fails a shape whose statement changes from call to call (a value written in, not a placeholder)', async () => {
    const run = statementShapes('test_shapes_value');
    const read = (owner: number) =>
      run(t.db, 'one', () => sql`select code from owners where id = ${owner}`, {});
    expect(await read(t.owners.acme)).toEqual([{ code: 'acme' }]);
    await expect(read(t.owners.teamspace)).rejects.toThrow(
      'test_shapes_value: shape "one" built another statement: is a value not a placeholder?',
    );
  });

  it('reads json as the text the database wrote when asked, on a pool (PGlite parses it)', async () => {
    const run = statementShapes('test_shapes_json');
    const [row] = await run<{ doc: unknown }>(
      t.db,
      'one',
      () => sql`select json_build_object('code', code) as doc from owners where id = ${P.owner}`,
      { owner: t.owners.acme },
      { jsonAsText: true },
    );
    const doc = t.databaseUrl ? JSON.parse(row!.doc as string) : row!.doc;
    expect(doc).toEqual({ code: 'acme' });
  });
});
