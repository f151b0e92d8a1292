import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { buildGateway } from '../src/gateway/gateway-app';
import { NOTICES_PATH, PROMPT_PATH } from '../src/gateway/readers.routes';
import { DEMO_API_KEY, useGateway } from './helpers/gateway';
import { sql } from './helpers/test-app';

// What else the console edits reaches its readers through the gateway (issue 27, item 7): the platform's
// notifications and the outages in force of the microservices a key's holder may call (GET /v1/notices
// with the user's API key), and the chat prompt for the chat service (GET /v1/prompt with its service
// key, CHAT_SERVICE_KEY).

const CHAT_KEY = 'c'.repeat(40);
const t = useGateway({ CHAT_SERVICE_KEY: CHAT_KEY });

const notices = (key: string | null = DEMO_API_KEY, url = NOTICES_PATH) =>
  t.gateway.inject({ method: 'GET', url, headers: key === null ? {} : { 'x-api-key': key } });

const prompt = (key: string | null, gateway = t.gateway) =>
  gateway.inject({ method: 'GET', url: PROMPT_PATH, headers: key === null ? {} : { 'x-service-key': key } });

const PLATFORM = sql`(select id from owners where platform_owner)`;

/** An outage of the platform on the microservice of `code`; answers its text. */
async function outage(code: string, status: string, start: string, end: string | null, text: string) {
  await t.rows(sql`insert into outages (owner_id, status, outage, start_at, end_at)
    values (${PLATFORM}, ${status}, ${text}, now() + ${start}::interval,
      ${end === null ? null : sql`now() + ${end}::interval`})`);
  await t.rows(sql`insert into outage_microservices (outage_id, microservice_id)
    select max(o.id), (select id from microservices where code = ${code}) from outages o`);
  return text;
}

describe('GET /v1/notices', () => {
  it("answers the platform's notifications, newest first, with the console's rich text and plain text", async () => {
    await t.rows(sql`insert into notifications (owner_id, type, message, version, created_by)
      values (${PLATFORM}, 'notify', '<p>A <strong>fresh</strong> notice.</p>', '9.9.9',
        (select id from users where user_name = 'admin@platform.example' limit 1))`);
    const res = await notices();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.notifications[0]).toMatchObject({
      type: 'notify',
      version: '9.9.9',
      message: '<p>A <strong>fresh</strong> notice.</p>',
      text: 'A fresh notice.',
    });
    const dates = body.notifications.map((n: { dateCreated: string }) => n.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
    const [count] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where owner_id = ${PLATFORM}`,
    );
    expect(body.notifications).toHaveLength(Math.min(50, Number(count!.n)));
    // Who wrote them in the console is not the customer's business.
    expect(body.notifications[0].createdBy).toBeUndefined();
  });

  it('answers the outages in force of the microservices the caller may call, and no other', async () => {
    const mine = await outage('FRAUDDET', 'Active', '-1 minute', '10 minutes', '<p>Fraud is slow.</p>');
    await outage('FRAUDDET', 'Closed', '-1 minute', '10 minutes', '<p>Closed one.</p>');
    await outage('FRAUDDET', 'Active', '-2 hours', '-1 hour', '<p>Ended one.</p>');
    await outage('FRAUDDET', 'Active', '1 hour', '2 hours', '<p>Future one.</p>');
    await outage('SENTIMENT', 'Active', '-1 minute', null, '<p>Not for this caller.</p>');
    try {
      const res = await notices();
      expect(res.statusCode, res.body).toBe(200);
      const outages = res.json().outages as Array<{ outage: string; text: string; microservices: unknown[] }>;
      // The demo data's Speech to Text outage is in force too, but the demo user may not call it.
      expect(outages.map((o) => o.outage)).toEqual([mine]);
      expect(outages[0]).toMatchObject({
        text: 'Fraud is slow.',
        microservices: [{ name: 'Fraud Detection', path: '/platform/frauddet' }],
      });
      expect(outages[0]).toHaveProperty('endDateTime');
      // Given the function, the caller sees its outage at once (the access model, read on each call).
      await t.rows(sql`insert into organisation_functions (org_id, function_id)
        select u.org_id, m.id from users u, microservices m
        where u.user_name = 'analyst.one@acme.example' and m.code = 'SENTIMENT' on conflict do nothing`);
      await t.rows(sql`insert into user_functions (user_id, org_id, function_id)
        select u.id, u.org_id, m.id from users u, microservices m
        where u.user_name = 'analyst.one@acme.example' and m.code = 'SENTIMENT'`);
      try {
        const given = (await notices()).json().outages.map((o: { text: string }) => o.text);
        expect(given).toEqual(expect.arrayContaining(['Fraud is slow.', 'Not for this caller.']));
      } finally {
        await t.rows(sql`delete from user_functions where function_id = (select id from microservices where code = 'SENTIMENT')
          and user_id = (select id from users where user_name = 'analyst.one@acme.example')`);
      }
    } finally {
      await t.rows(sql`delete from outages where outage in ('<p>Fraud is slow.</p>', '<p>Closed one.</p>',
        '<p>Ended one.</p>', '<p>Future one.</p>', '<p>Not for this caller.</p>')`);
    }
  });

  it('refuses as the gateway refuses a key: none or unknown 401, an inactive user 403, a key in the URL 400', async () => {
    expect((await notices(null)).statusCode).toBe(401);
    expect((await notices('mhk_not_a_key_we_issued')).statusCode).toBe(401);
    expect((await notices(null, `${NOTICES_PATH}?api_key=${DEMO_API_KEY}`)).statusCode).toBe(400);
    await t.rows(sql`update users set status = 'Deleted' where user_name = 'analyst.one@acme.example'`);
    try {
      expect((await notices()).statusCode).toBe(403);
    } finally {
      await t.rows(sql`update users set status = 'Active' where user_name = 'analyst.one@acme.example'`);
    }
  });
});

describe('GET /v1/prompt', () => {
  it('answers the latest chat prompt to the chat service’s key only', async () => {
    await t.rows(sql`insert into prompt_versions (owner_id, prompt_text, created_by)
      values (${PLATFORM}, 'You are the newest prompt.', (select id from users where user_name = 'admin@platform.example' limit 1))`);
    const res = await prompt(CHAT_KEY);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ promptText: 'You are the newest prompt.', id: expect.any(Number) });
    expect(res.json().dateCreated).toEqual(expect.any(String));
    for (const key of [null, 'c'.repeat(39), `${CHAT_KEY}x`, DEMO_API_KEY]) {
      const refused = await prompt(key);
      expect(refused.statusCode, String(key)).toBe(401);
      expect(refused.json().error.message).toContain('x-service-key');
    }
  });

  const off: { gateway?: Awaited<ReturnType<typeof buildGateway>> } = {};
  afterAll(async () => off.gateway?.close());

  it('is off without CHAT_SERVICE_KEY (404, saying how to turn it on); a short key is refused at start', async () => {
    const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', GATEWAY_CACHE_SECONDS: '0' });
    off.gateway = await buildGateway({ env, database: t.database, localPods: null });
    const res = await prompt(CHAT_KEY, off.gateway);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain('CHAT_SERVICE_KEY');
    expect(() => loadEnv({ CHAT_SERVICE_KEY: 'short' })).toThrow(/CHAT_SERVICE_KEY/);
  });
});
