import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useGateway } from './helpers/gateway';
import { sql } from './helpers/test-app';

// The plan's rate limit fails closed (decision 0350): with its Redis away, a call that must be counted
// answers 503 and charges nothing; the console's own limits would let it through.

/** A port nothing listens on (bound, read, released). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const t = useGateway({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });

describe('Redis away', () => {
  it("503 for a call under a plan's rate, nothing charged; a plan without a rate is not counted", async () => {
    const plan = (rate: number | null) =>
      t.rows(
        sql`update owner_plans set rate_limit = ${rate} where owner_id = (select id from owners where code = 'acme')`,
      );
    await plan(null);
    expect((await t.send()).statusCode).toBe(200);
    await plan(5);
    const before = await t.usages();
    const res = await t.send();
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error.code).toBe('UNAVAILABLE');
    expect(res.headers['retry-after']).toBe('2');
    expect(await t.usages()).toBe(before);
  });
});
