import { describe, expect, it } from 'vitest';
import { useGateway } from './helpers/gateway';
import { sql } from './helpers/test-app';

// With the gateway's caches on (decision 0350): a call after the first is answered from memory, and a
// change in the console or in plain SQL is refused on the gateway within a second, through the
// database's notice (the gateway is another app than the console: only the notice can tell it).

const t = useGateway({ GATEWAY_CACHE_SECONDS: '60' });

/** Calls until `status` answers, for at most one second; answers how long it took. */
async function refusedWithin(status: number, ms = 1000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await t.send();
    if (res.statusCode === status) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`still ${res.statusCode} after ${ms} ms: ${res.body}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const DEMO_USER = sql`(select id from users where user_name = 'analyst.one@acme.example')`;

describe('the gateway cache', () => {
  it('keeps the key holder and the access answer after a call', async () => {
    t.gateway.gatewayCaches.holders.invalidate();
    expect((await t.send()).statusCode).toBe(200);
    expect((await t.send()).statusCode).toBe(200);
    expect(t.gateway.gatewayCaches.holders.size).toBe(1);
    expect(t.gateway.gatewayCaches.access.size).toBe(1);
  });

  it('refuses a function removed with plain SQL within a second', async () => {
    expect((await t.send()).statusCode).toBe(200);
    await t.rows(sql`delete from user_functions where user_id = ${DEMO_USER}
      and function_id = (select id from microservices where code = 'FRAUDDET')`);
    expect(await refusedWithin(403)).toBeLessThan(1000);
  });

  it('refuses a key replaced in the console within a second', async () => {
    await t.rows(sql`insert into user_functions (user_id, org_id, function_id)
      select id, org_id, (select id from microservices where code = 'FRAUDDET') from users where id = ${DEMO_USER}`);
    expect(await refusedWithin(200)).toBeLessThan(1000);
    const [user] = await t.rows<{ id: number }>(sql`select ${DEMO_USER} as id`);
    await t.ok('users.regenerateKey', { id: Number(user!.id) }, await t.login('acme'));
    expect(await refusedWithin(401)).toBeLessThan(1000);
  });
});
