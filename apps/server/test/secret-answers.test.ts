// Answers that carry a secret are never kept by a browser or a proxy (issue 26): the sign-in answer
// (the session key), a regenerated API key and errors alike answered without Cache-Control. Every API
// answer now says no-store. And HSTS when the console is served over https (PUBLIC_URL https://…).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { DEMO } from './helpers/test-app';
import { useApi } from './helpers/api';
import { useLogins } from './helpers/use-logins';

const t = useApi();
const keys = useLogins(t, 'acme');

describe('Cache-Control: no-store on every answer that carries a secret', () => {
  it('the sign-in answer, with the session key', async () => {
    const res = await t.loginAs(DEMO.acme);
    expect(res.status).toBe(200);
    expect(res.body.userApiKey).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a regenerated API key, the session answer and an error', async () => {
    const [other] = await t.rows<{ id: number }>(
      sql`select u.id from users u join owners o on o.id = u.owner_id
          where o.code = 'acme' and u.user_name <> 'admin@acme.example' and u.status = 'Active' order by u.id limit 1`,
    );
    const key = await t.call('users.regenerateKey', { id: Number(other!.id) }, keys.acme);
    expect(key.status).toBe(200);
    expect(key.body.apiKey).toEqual(expect.any(String));
    expect(key.headers['cache-control']).toBe('no-store');
    const session = await t.call('auth.session', {}, keys.acme);
    expect(session.headers['cache-control']).toBe('no-store');
    const refused = await t.call('auth.session', {}, 'not-a-session-key-at-all');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('HSTS only when PUBLIC_URL is https', async () => {
    expect(
      (await t.call('auth.session', {}, keys.acme)).headers['strict-transport-security'],
    ).toBeUndefined();
    const app = await appWith({ PUBLIC_URL: 'https://console.example.com' });
    for (const url of ['/api/auth.session', '/no-such-page']) {
      const res = await app.inject({ method: 'POST', url, payload: {} });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });
});

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Another app on the test's database, with its own settings. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STORAGE_DIR: t.storageDir,
      RATE_LIMIT_MAX: '0',
      LOGIN_RATE_LIMIT_MAX: '0',
      SESSION_CACHE_SECONDS: '0',
      ...env,
    }),
    database: t.database,
    serveWeb: false,
  });
  apps.push(app);
  await app.ready();
  return app;
}
