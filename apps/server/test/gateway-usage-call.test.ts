import { describe, expect, it } from 'vitest';
import { meterUsage, useMeteringApi } from './helpers/metering';
import { idByCode } from './helpers/microservice-fixtures';
import { sql } from './helpers/test-app';

// POST /api/gateway/usage (decision 0181), for gateways of operators' own: a microservice that does not
// exist, or that the organisation has no access to, is refused and nothing is recorded.

const t = useMeteringApi();

const orgOf = async (clientId: string) =>
  Number(
    (await t.rows<{ id: number }>(sql`select id from organisations where client_id = ${clientId}`))[0]!.id,
  );

describe('the usage call and the microservice it names', () => {
  it('404 (not 500) for a microservice that does not exist', async () => {
    const acme = await orgOf('acme');
    const res = await t.unchanged(() =>
      meterUsage(t, { orgId: acme, usageKey: 'x-1', amount: '1', microserviceId: 999_999 }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Microservice not found');
  });

  it("403 for another owner's private microservice; the owner's own organisation is charged", async () => {
    const basket = await idByCode(t.db, 'BASKETAFF', t.owners.acme);
    const vision = await orgOf('ts-vision');
    const res = await t.unchanged(() =>
      meterUsage(t, { orgId: vision, usageKey: 'x-2', amount: '1', microserviceId: basket }),
    );
    expect(res.statusCode).toBe(403);
    const own = await meterUsage(t, {
      orgId: await orgOf('acme'),
      usageKey: 'x-3',
      amount: '1',
      microserviceId: basket,
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});
