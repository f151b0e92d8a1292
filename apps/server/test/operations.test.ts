// Probes, metrics, request ids, what the server answers outside the calls (404, never index.html for a
// probe or a scanner), the console page's security headers and the per-address rate limits.
// (/api/health answered "ok" while the database refused connections; /metrics and /readyz answered 200
// with the console's index.html; there was no readiness, no metrics and no limit per address.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { CONTENT_SECURITY_POLICY } from '../src/http/security';
import { DEMO, call, login, type TestApp } from './helpers/test-app';
import { idByCode } from './helpers/microservice-fixtures';
import { useApi } from './helpers/api';

const t = useApi();

/** A built console of the test's own (an index page and one asset). */
function fakeConsole(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets/app.js'), 'console.log("console")');
  return dir;
}

/** Another app on the same database, with its own settings and a log kept in memory. */
async function appWith(
  base: TestApp,
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; logs: Record<string, unknown>[] }> {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const full = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    STORAGE_DIR: base.storageDir,
    RATE_LIMIT_MAX: '0',
    LOGIN_RATE_LIMIT_MAX: '0',
    LOCAL_ORCHESTRATOR_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp({
    env: full,
    database: base.database,
    serveWeb: Boolean(env.WEB_DIST),
    logger: pino({ level: 'info' }, stream),
  });
  await app.ready();
  return { app, logs };
}

describe('probes', () => {
  it('live answers while the process runs; ready and /api/health answer once the database does', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    for (const url of ['/api/health/ready', '/api/health']) {
      const ready = await t.app.inject({ method: 'GET', url });
      expect(ready.statusCode, url).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: t.database.kind });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it('API answers carry nosniff and a policy that lets nothing load or frame them', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth.session', payload: {} });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('readiness fails first on shutdown, then calls answer 503 UNAVAILABLE while liveness still answers', async () => {
    const { app } = await appWith(t, {});
    try {
      app.lifecycle.ready = false;
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.code).toBe('UNAVAILABLE');
      // Still serving calls until the drain starts.
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth.login', payload: DEMO.acme })).statusCode,
      ).toBe(200);
      app.lifecycle.draining = true;
      const refused = await app.inject({ method: 'POST', url: '/api/auth.login', payload: DEMO.acme });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toMatchObject({
        code: 'UNAVAILABLE',
        requestId: refused.headers['x-request-id'],
      });
      expect(refused.headers.connection).toBe('close');
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('request ids', () => {
  it('are in the answer header, in error bodies and in every log line of the request', async () => {
    const { app, logs } = await appWith(t, {});
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth.login',
        payload: { ...DEMO.acme, password: 'wrong' },
      });
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json().error.requestId).toBe(id);
      const lines = logs.filter((l) => l.requestId === id);
      expect(lines.length).toBeGreaterThanOrEqual(2); // request received, request completed
      // Every line written while the request ran names it (none without an id in between).
      expect(logs.filter((l) => 'req' in l || 'res' in l).every((l) => typeof l.requestId === 'string')).toBe(
        true,
      );
      // The session key never reaches the log.
      const key = await login(app, 'acme');
      await call(app, 'auth.session', {}, key);
      expect(JSON.stringify(logs)).not.toContain(key);
    } finally {
      await app.close();
    }
  });

  it("keep a caller's well-formed x-request-id and replace a malformed one", async () => {
    const given = 'lb-0123456789abcdef';
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': given },
    });
    expect(kept.headers['x-request-id']).toBe(given);
    for (const bad of ['x', 'has spaces in it', 'a'.repeat(200), 'evil\\"}{']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('metrics', () => {
  it('count calls by name and status with their duration, failed sign-ins and orchestrator operations', async () => {
    const { app } = await appWith(t, {});
    try {
      // Pods are run by platform staff (docs/permissions.md): the platform administrator acts on Acme.
      const key = await login(app, 'platform');
      await app.inject({
        method: 'POST',
        url: '/api/auth.login',
        payload: { ...DEMO.acme, password: 'wrong' },
      });
      const ownerId = t.owners.acme;
      await call(app, 'microservices.list', { ownerId, page: 0, pageSize: 5 }, key);
      const id = await idByCode(t.db, 'BASKETAFF', ownerId);
      expect((await call(app, 'microservices.scalePod', { ownerId, id, action: 'stop' }, key)).status).toBe(
        200,
      );
      await app.inject({ method: 'GET', url: '/readyz' });
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const text = res.body;
      expect(text).toContain('console_http_requests_total{call="auth.login",status="200"} 1');
      expect(text).toContain('console_http_requests_total{call="auth.login",status="401"} 1');
      expect(text).toContain('console_http_requests_total{call="microservices.list",status="200"} 1');
      expect(text).toContain('console_http_requests_total{call="not_found",status="404"} 1');
      expect(text).toMatch(
        /console_http_request_duration_seconds_count\{call="microservices.list",status="200"\} 1/,
      );
      expect(text).toContain('console_login_failures_total{reason="invalid_credentials"} 1');
      expect(text).toMatch(
        /console_orchestrator_operations_total\{operation="scale",kind="local",result="ok"\} [1-9]/,
      );
      expect(text).toContain('# TYPE console_db_pool_connections gauge');
      // The pool's figures exist on PostgreSQL (the process tests' servers), not on embedded PGlite.
      if (t.database.kind === 'postgres')
        expect(text).toMatch(/console_db_pool_connections\{state="total"\} \d+/);
      expect(text).toContain('console_process_cpu_user_seconds_total');
    } finally {
      await app.close();
    }
  });

  it('answer 404 when METRICS_ENABLED=false', async () => {
    const { app } = await appWith(t, { METRICS_ENABLED: 'false' });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });
});

describe('outside the calls, with the console served', () => {
  let app: FastifyInstance;
  let dist = '';
  beforeAll(async () => {
    dist = fakeConsole();
    ({ app } = await appWith(t, { WEB_DIST: dist, METRICS_ENABLED: 'false' }));
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  it('answers the console page to a browser opening one of its routes, with its Content-Security-Policy', async () => {
    for (const url of ['/', '/login', '/microservices', '/owners/12/settings?tab=2']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/); // no inline script, no eval
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(Object.keys(CONTENT_SECURITY_POLICY)).toContain('default-src');
  });

  it('answers 404 (JSON, never the console page) to probes, scanners, unknown calls and missing files', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/readyz', {}],
      ['/healthz', {}],
      ['/metrics', html],
      ['/api/whatever', html],
      ['/api/', {}],
      ['/foo.php?x=1', html],
      ['/wp-login.php', html],
      ['/assets/missing.js', html],
      ['/files/nothing.png', html],
      ['/login', { accept: '*/*' }],
    ];
    for (const [url, headers] of cases) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
    }
    const post = await app.inject({ method: 'POST', url: '/login', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('serves the console files themselves', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('rate limits per client address (memory store)', () => {
  it('limit sign-ins per address: the next answers 429 with Retry-After; another address is not affected', async () => {
    const { app } = await appWith(t, { LOGIN_RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    try {
      const from = (remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/auth.login', payload: DEMO.acme, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await from('192.0.2.10')).statusCode).toBe(200);
      const limited = await from('192.0.2.10');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('192.0.2.11')).statusCode).toBe(200);
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toContain('console_login_failures_total{reason="rate_limited"} 1');
    } finally {
      await app.close();
    }
  });

  it('limit every call per address, but never probes', async () => {
    const { app } = await appWith(t, { RATE_LIMIT_MAX: '5' });
    try {
      const key = await login(app, 'acme'); // the first counted call
      const session = () =>
        app.inject({ method: 'POST', url: '/api/auth.session', headers: { 'x-api-key': key }, payload: {} });
      for (let i = 0; i < 4; i++) expect((await session()).statusCode).toBe(200);
      expect((await session()).statusCode).toBe(429);
      for (let i = 0; i < 10; i++)
        expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
