import { ok } from './localisation-fixtures';
import { queryRows, sql, type TestApp } from './test-app';

/**
 * Code value helpers for one test file: new lists (saved by the platform administrator of `keys`),
 * value inputs and the ids of platform values.
 */
export function codeValueFixtures(t: TestApp, keys: { platform: string }) {
  let n = 0;
  return {
    async newList(ownerId?: number): Promise<number> {
      n += 1;
      const list = { code: `VALUES_${n}`, title: `Values ${n}`, ownerId };
      return (await ok(t.app, 'codeLists.save', list, keys.platform)).id;
    },

    value(listId: number, overrides: Record<string, unknown> = {}) {
      n += 1;
      return { listId, code: `V_${n}`, value: `Value ${n}`, orderBy: String(n), ...overrides };
    },

    async platformValueId(list: string, code: string): Promise<{ listId: number; id: number }> {
      const [row] = await queryRows<{ id: number; list_id: number }>(
        t.db,
        sql`select v.id, v.list_id from code_values v join code_lists l on l.id = v.list_id
            where l.owner_id = ${t.owners.platform} and l.code = ${list} and v.code = ${code}`,
      );
      return { id: Number(row!.id), listId: Number(row!.list_id) };
    },
  };
}
