import { describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/credits/ledger';
import { CHECK_HEADERS, CHECK_PATH, ERROR_HEADER } from '../src/gateway/check.routes';
import { DEMO_API_KEY, DEMO_PATH, useGateway } from './helpers/gateway';
import { SERVICE_KEY } from './helpers/metering';
import { sql } from './helpers/test-app';

// The gateway's checks as one call (issue 27, item 6) for NGINX auth_request (X-Original-URI and
// X-Original-Method) and Envoy ext_authz (the call's path after the check's, method as sent): the same
// answers as a call through the gateway, nothing charged, the body never read; then the usage call that
// the operator's access log sends, into the same metering, once per usage key.

const BODY_LIMIT = 1024;
const t = useGateway({ METERING_SERVICE_KEY: SERVICE_KEY, GATEWAY_BODY_LIMIT_BYTES: String(BODY_LIMIT) });

const FRAUD = sql`(select id from microservices where code = 'FRAUDDET')`;

/** NGINX's auth_request subrequest: the original call in headers, no body. */
const nginxCheck = (uri: string, key: string | null = DEMO_API_KEY, method = 'POST') =>
  t.gateway.inject({
    method: 'GET',
    url: CHECK_PATH,
    headers: {
      'x-original-uri': uri,
      'x-original-method': method,
      ...(key === null ? {} : { 'x-api-key': key }),
    },
  });

/** Envoy's ext_authz HTTP service with path_prefix: the call's method and path after the check's. */
const envoyCheck = (path: string, key: string | null = DEMO_API_KEY, payload?: string) =>
  t.gateway.inject({
    method: 'POST',
    url: `${CHECK_PATH}${path}`,
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'x-api-key': key }),
    },
    ...(payload !== undefined && { payload }),
  });

describe('the check call', () => {
  it('admits the demo call with x-caller-* headers, and charges nothing', async () => {
    const before = await t.usages();
    for (const res of [await nginxCheck(DEMO_PATH), await envoyCheck(DEMO_PATH)]) {
      expect(res.statusCode, res.body).toBe(200);
      const [fraud] = await t.rows<{ id: number }>(sql`select ${FRAUD} as id`);
      expect(res.headers[CHECK_HEADERS.microserviceId]).toBe(String(fraud!.id));
      expect(res.headers[CHECK_HEADERS.price]).toBe('0.0010');
      expect(res.headers[CHECK_HEADERS.userId]).toMatch(/^\d+$/);
      expect(res.headers[CHECK_HEADERS.orgId]).toMatch(/^\d+$/);
      expect(res.headers[CHECK_HEADERS.usageKey]).toMatch(/^chk:[0-9a-f-]{36}$/);
      expect(res.json()).toMatchObject({ allowed: true, price: '0.0010' });
    }
    expect(await t.usages()).toBe(before);
  });

  it('never reads the body: one above the gateway’s body limit is still answered by the check', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(BODY_LIMIT * 4) });
    expect((await t.send(DEMO_PATH, { body: { text: 'x'.repeat(BODY_LIMIT * 4) } })).statusCode).toBe(413);
    const res = await envoyCheck(DEMO_PATH, DEMO_API_KEY, big);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses as the gateway does, with the same status and error code, and the JSON in a header too', async () => {
    const cases: Array<{ path: string; key: string | null; status: number; code: string }> = [
      { path: DEMO_PATH, key: null, status: 401, code: 'UNAUTHENTICATED' },
      { path: DEMO_PATH, key: 'mhk_not_a_key_we_issued', status: 401, code: 'UNAUTHENTICATED' },
      { path: `${DEMO_PATH}?api_key=${DEMO_API_KEY}`, key: DEMO_API_KEY, status: 400, code: 'INVALID_INPUT' },
      { path: '/platform/frauddet/v9/getresults', key: DEMO_API_KEY, status: 404, code: 'NOT_FOUND' },
      { path: '/platform/sentiment/v1/getresults', key: DEMO_API_KEY, status: 403, code: 'FORBIDDEN' },
    ];
    const before = await t.usages();
    for (const c of cases) {
      const through = await t.send(c.path, { key: c.key });
      expect(through.statusCode, `${c.path} through the gateway`).toBe(c.status);
      for (const res of [await nginxCheck(c.path, c.key), await envoyCheck(c.path, c.key)]) {
        expect(res.statusCode, `${c.path}: ${res.body}`).toBe(c.status);
        expect(res.json().error.code).toBe(c.code);
        expect(res.json().error.message).toBe(through.json().error.message);
        expect(JSON.parse(String(res.headers[ERROR_HEADER]))).toEqual(res.json());
        expect(res.headers[CHECK_HEADERS.userId]).toBeUndefined();
      }
    }
    expect(await t.usages()).toBe(before);
  });

  it('503 with Retry-After during an outage, and 402 when the credit cannot pay, as the gateway', async () => {
    await t.rows(sql`insert into outages (owner_id, status, outage, start_at, end_at)
      select id, 'Active', '<p>Checks: scoring is down – réessayez.</p>', now() - interval '1 minute',
        now() + interval '10 minutes' from owners where platform_owner`);
    await t.rows(
      sql`insert into outage_microservices (outage_id, microservice_id) select max(id), ${FRAUD} from outages`,
    );
    try {
      const res = await nginxCheck(DEMO_PATH);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('OUTAGE');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
      expect(res.json().error.message).toContain('scoring is down – réessayez');
      // The header is ASCII (\u escapes), and the same JSON.
      expect(String(res.headers[ERROR_HEADER])).toMatch(/^[\x20-\x7e]+$/);
      expect(JSON.parse(String(res.headers[ERROR_HEADER]))).toEqual(res.json());
    } finally {
      await t.rows(sql`delete from outages where outage like '<p>Checks: scoring is down%'`);
    }
    await t.rows(sql`update microservice_pricing set standard_price = 1000000
      where microservice_id = ${FRAUD} and endpoint_type = 'sync'`);
    try {
      const res = await envoyCheck(DEMO_PATH);
      expect(res.statusCode).toBe(402);
      expect(res.json().error.code).toBe('INSUFFICIENT_CREDIT');
    } finally {
      await t.rows(sql`update microservice_pricing set standard_price = 0.001
        where microservice_id = ${FRAUD} and endpoint_type = 'sync'`);
    }
  });

  it("counts against the plan's rate as the call it admits: 429 with Retry-After past it", async () => {
    const ACME = sql`(select id from owners where code = 'acme')`;
    const [plan] = await t.rows<{ rate: string | null }>(
      sql`select rate_limit::text as rate from owner_plans where owner_id = ${ACME}`,
    );
    await t.rows(sql`update owner_plans set rate_limit = 1 where owner_id = ${ACME}`);
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await nginxCheck(DEMO_PATH));
      const refused = statuses.find((r) => r.statusCode === 429);
      expect(refused, statuses.map((r) => r.statusCode).join()).toBeDefined();
      expect(refused!.json().error.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await t.rows(sql`update owner_plans set rate_limit = ${plan!.rate}::numeric where owner_id = ${ACME}`);
    }
  });

  it('400 without the original call; 404 for a method no endpoint answers or a path of another shape', async () => {
    const none = await t.gateway.inject({
      method: 'GET',
      url: CHECK_PATH,
      headers: { 'x-api-key': DEMO_API_KEY },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('X-Original-URI');
    expect((await nginxCheck(DEMO_PATH, DEMO_API_KEY, 'OPTIONS')).statusCode).toBe(404);
    expect((await nginxCheck('/platform/frauddet/v1')).statusCode).toBe(404);
    expect((await nginxCheck('/platform/frauddet/v1/getresults/more')).statusCode).toBe(404);
    // A full URL, as some proxies send it, names its path.
    expect((await nginxCheck(`http://gateway.example${DEMO_PATH}`)).statusCode).toBe(200);
  });
});

describe('the usage call for the operator’s access log', () => {
  const usage = (app: typeof t.app, body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/gateway/usage',
      headers: { 'x-service-key': SERVICE_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('charges the checked call once through the ledger’s metering, on the gateway as on the console', async () => {
    const checked = await nginxCheck(DEMO_PATH);
    expect(checked.statusCode).toBe(200);
    // What an access log line carries: the check's headers, as in docs/operations.md.
    const line = {
      orgId: Number(checked.headers[CHECK_HEADERS.orgId]),
      userId: Number(checked.headers[CHECK_HEADERS.userId]),
      microserviceId: Number(checked.headers[CHECK_HEADERS.microserviceId]),
      amount: String(checked.headers[CHECK_HEADERS.price]),
      usageKey: String(checked.headers[CHECK_HEADERS.usageKey]),
    };
    const before = await t.usages();
    const first = await usage(t.gateway, line);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ charged: '0.0010', replayed: false });
    // The same line again, on the gateway or on the console: recorded already, nothing taken again.
    for (const app of [t.gateway, t.app]) {
      const again = await usage(app, line);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ usageId: first.json().usageId, replayed: true });
    }
    expect(await t.usages()).toBe(before + 1);
    const [row] = await t.rows<{ key: string; charged: string }>(
      sql`select usage_key as key, charged::text from credit_usages order by id desc limit 1`,
    );
    expect(row).toEqual({ key: line.usageKey, charged: '0.0010' });
    // The same key for another amount is a conflict, not a second charge.
    expect((await usage(t.gateway, { ...line, amount: '0.0020' })).statusCode).toBe(409);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it('refuses a usage without the service key on the gateway too', async () => {
    const res = await t.gateway.inject({
      method: 'POST',
      url: '/api/gateway/usage',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
  });
});
