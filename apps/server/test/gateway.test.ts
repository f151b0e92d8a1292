import { describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/credits/ledger';
import { DEMO_API_KEY, DEMO_PATH, useGateway } from './helpers/gateway';
import { sql } from './helpers/test-app';

// The gateway's checks, in order, each with its error and nothing charged; then a charged call through
// the sample pod (a real HTTP server). The demo data's key: Acme's analyst, Fraud Detection at 0.001.

const t = useGateway();

const DEMO_USER = sql`(select id from users where user_name = 'analyst.one@acme.example')`;
const ACME_MAIN = sql`(select org_id from users where user_name = 'analyst.one@acme.example')`;
const FRAUD = sql`(select id from microservices where code = 'FRAUDDET')`;
const ACME = sql`(select id from owners where code = 'acme')`;

async function balance(): Promise<string> {
  const [row] = await t.rows<{ b: string }>(
    sql`select coalesce(sum(remaining), 0)::text as b from credit_grants g
        join credit_accounts a on a.id = g.account_id
        where a.org_id = ${ACME_MAIN} and g.status = 'A' and g.expiry_date >= current_date`,
  );
  return row!.b;
}

/** A call that must be refused with `status` and `code`, charging nothing. */
async function refused(status: number, code: string, call = () => t.send()) {
  const before = await t.usages();
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(await t.usages()).toBe(before);
  return res;
}

type Statement = ReturnType<typeof sql>;

/** Runs `act` with the changes of `change` made, and `undo` after. */
async function withChange(change: Statement[], undo: Statement[], act: () => Promise<unknown>) {
  for (const statement of change) await t.rows(statement);
  try {
    await act();
  } finally {
    for (const statement of undo) await t.rows(statement);
  }
}

describe('a charged call', () => {
  it('goes through the sample pod, is charged once into a balanced ledger, and tells the credit left', async () => {
    const before = await balance();
    const usages = await t.usages();
    const res = await t.send();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ model: 'sample', microservice: 'platform/frauddet', version: 'v1' });
    // The pod saw our request id, never the key.
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
    expect(res.headers['x-credit-charged']).toBe('0.0010');
    expect(await t.usages()).toBe(usages + 1);
    const after = await balance();
    expect(Number(before) - Number(after)).toBeCloseTo(0.001, 6);
    expect(res.headers['x-credit-remaining']).toBeDefined();
    const [usage] = await t.rows<{ amount: string; charged: string; ms: number }>(
      sql`select amount::text, charged::text, microservice_id as ms from credit_usages order by id desc limit 1`,
    );
    expect(usage).toMatchObject({ amount: '0.0010', charged: '0.0010' });
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });
});

describe('refusals, in order, charging nothing', () => {
  it('401 without a key, with an unknown one, and with a key past the owner’s key lifetime', async () => {
    await refused(401, 'UNAUTHENTICATED', () => t.send(DEMO_PATH, { key: null }));
    await refused(401, 'UNAUTHENTICATED', () => t.send(DEMO_PATH, { key: 'mhk_not_a_key_we_issued' }));
    await refused(401, 'UNAUTHENTICATED', () => t.send(DEMO_PATH, { key: 'bad key with spaces' }));
    await withChange(
      [
        sql`update users set api_key_created_at = now() - interval '3 days' where id = ${DEMO_USER}`,
        sql`update owner_settings set api_key_max_days = 1 where owner_id = ${ACME}`,
      ],
      [
        sql`update users set api_key_created_at = now() where id = ${DEMO_USER}`,
        sql`update owner_settings set api_key_max_days = null where owner_id = ${ACME}`,
      ],
      () => refused(401, 'UNAUTHENTICATED'),
    );
  });

  it('400 for a key in the query string, even a valid one', async () => {
    const res = await refused(400, 'INVALID_INPUT', () =>
      t.gateway.inject({ method: 'POST', url: `${DEMO_PATH}?api_key=${DEMO_API_KEY}`, payload: '{}' }),
    );
    expect(res.json().error.message).toContain('x-api-key');
    await refused(400, 'INVALID_INPUT', () =>
      t.send(`${DEMO_PATH}?q=${DEMO_API_KEY}`, { key: DEMO_API_KEY }),
    );
  });

  it('403 when the user or the organisation is not active', async () => {
    await withChange(
      [sql`update users set status = 'Deleted' where id = ${DEMO_USER}`],
      [sql`update users set status = 'Active' where id = ${DEMO_USER}`],
      () => refused(403, 'FORBIDDEN'),
    );
    await withChange(
      [sql`update organisations set status = 'Deleted' where id = ${ACME_MAIN}`],
      [sql`update organisations set status = 'Active' where id = ${ACME_MAIN}`],
      () => refused(403, 'FORBIDDEN'),
    );
  });

  it('404 for a path that names no microservice or version', async () => {
    await refused(404, 'NOT_FOUND', () => t.send('/platform/nosuchthing/v1/getresults'));
    await refused(404, 'NOT_FOUND', () => t.send('/platform/frauddet/v9/getresults'));
    await refused(404, 'NOT_FOUND', () => t.send('/platform/frauddet/v1/predict'));
    await refused(404, 'NOT_FOUND', () => t.send('/platform/frauddet/1/getresults'));
  });

  it('403 for a microservice the user was not given (the access model of functionAccess.check)', async () => {
    await refused(403, 'FORBIDDEN', () => t.send('/platform/sentiment/v1/getresults'));
    await withChange(
      [sql`delete from user_functions where user_id = ${DEMO_USER} and function_id = ${FRAUD}`],
      [
        sql`insert into user_functions (user_id, org_id, function_id) values (${DEMO_USER}, ${ACME_MAIN}, ${FRAUD})`,
      ],
      () => refused(403, 'FORBIDDEN'),
    );
  });

  it('503 with the outage text and Retry-After during an outage of the microservice', async () => {
    await withChange(
      [
        sql`insert into outages (owner_id, status, outage, start_at, end_at)
            select id, 'Active', '<p>Fraud <strong>scoring</strong> is degraded.</p>', now() - interval '1 minute',
              now() + interval '10 minutes' from owners where platform_owner`,
        sql`insert into outage_microservices (outage_id, microservice_id) select max(id), ${FRAUD} from outages`,
      ],
      [sql`delete from outages where outage like '%Fraud <strong>scoring%'`],
      async () => {
        const res = await refused(503, 'OUTAGE');
        expect(res.json().error.message).toContain('Fraud scoring is degraded.');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
      },
    );
  });

  it("429 with Retry-After past the plan's rate per key", async () => {
    const [plan] = await t.rows<{ rate: string | null }>(
      sql`select rate_limit::text as rate from owner_plans where owner_id = ${ACME}`,
    );
    await withChange(
      [sql`update owner_plans set rate_limit = 1 where owner_id = ${ACME}`],
      [sql`update owner_plans set rate_limit = ${plan!.rate}::numeric where owner_id = ${ACME}`],
      async () => {
        // The first call of the window passes (and is charged); the next ones within the second do not.
        expect([200, 429]).toContain((await t.send()).statusCode);
        const res = await refused(429, 'TOO_MANY_ATTEMPTS');
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      },
    );
  });

  it('402 when the credit cannot pay the price, and 503 when there is no price', async () => {
    await withChange(
      [
        sql`update microservice_pricing set standard_price = 1000000 where microservice_id = ${FRAUD} and endpoint_type = 'sync'`,
      ],
      [
        sql`update microservice_pricing set standard_price = 0.001 where microservice_id = ${FRAUD} and endpoint_type = 'sync'`,
      ],
      () => refused(402, 'INSUFFICIENT_CREDIT'),
    );
    await withChange(
      [
        sql`update microservice_pricing set endpoint_type = 'stream' where microservice_id = ${FRAUD} and endpoint_type = 'sync'`,
      ],
      [
        sql`update microservice_pricing set endpoint_type = 'sync' where microservice_id = ${FRAUD} and endpoint_type = 'stream'`,
      ],
      () => refused(503, 'NOT_PRICED'),
    );
  });

  it('503 when the pod is not running', async () => {
    await withChange(
      [
        sql`insert into microservice_pods (microservice_id, desired_replicas, previous_replicas, ready_at)
          values (${FRAUD}, 0, 0, now())`,
      ],
      [sql`delete from microservice_pods where microservice_id = ${FRAUD}`],
      () => refused(503, 'POD_NOT_RUNNING'),
    );
  });

  it('401 at once for a key replaced in the console, and the new key works', async () => {
    const key = await t.login('acme');
    const [user] = await t.rows<{ id: number }>(
      sql`select id from users where user_name = 'analyst.one@acme.example'`,
    );
    const fresh = await t.ok('users.regenerateKey', { id: Number(user!.id) }, key);
    await refused(401, 'UNAUTHENTICATED');
    expect((await t.send(DEMO_PATH, { key: fresh.apiKey })).statusCode).toBe(200);
  });
});
