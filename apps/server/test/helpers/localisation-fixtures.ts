import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/auth/passwords';
import { call, loginAs, queryRows, sql, type TestApp } from './test-app';

/**
 * Signs in a PM staff member who is not the super administrator: the platform organisation's second
 * root user (platform staff, but no 'Effect All Owners'). Made on first use.
 */
export async function loginStaff(t: TestApp): Promise<string> {
  const userName = 'staff@platform.example';
  const password = 'Staff#2026!';
  const [exists] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from users where user_name = ${userName}`,
  );
  if (!exists) {
    const [org] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from organisations where owner_id = ${t.owners.platform} and is_main`,
    );
    await t.db.execute(sql`insert into users (owner_id, org_id, user_name, email, password_hash, root_user)
      values (${t.owners.platform}, ${org!.id}, ${userName}, ${userName}, ${await hashPassword(password)}, true)`);
  }
  const res = await loginAs(t.app, { clientid: 'platform', username: userName, password });
  if (res.status !== 200) throw new Error(`staff login answered ${res.status}`);
  return res.body.userApiKey as string;
}

/** Calls and expects a 200, answering the body. */
export async function ok(app: FastifyInstance, name: string, body: unknown, key: string) {
  const res = await call(app, name, body, key);
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function countRows(t: TestApp, table: string, where = 'true'): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    t.db,
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return Number(row?.n ?? 0);
}

/** The translations of a save input, one `[lang, text]` each: `translated(['FR', 'Un'], ['DE', 'Eins'])`. */
export const translated = (...pairs: Array<[lang: string, text: string]>) =>
  pairs.map(([lang, text]) => ({ lang, text }));
