// A database that accepts TCP connections but never answers (a half-dead host, a firewall that keeps
// the handshake, a frozen proxy): sign-in and session-checked calls must answer 503 within the
// documented bound, DATABASE_CONNECT_TIMEOUT_MS + DATABASE_STATEMENT_TIMEOUT_MS. They answered after
// twice the connect timeout (10 s with the defaults): the per-address rate limit counted in PostgreSQL
// waited for a connection first, gave up and let the call through (skipOnError), and the call's own
// first statement then waited for a connection all over again.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { postgresDatabase, type Database } from '../src/db/client';

const CONNECT_MS = 2000;
const STATEMENT_MS = 500;
const BOUND_MS = CONNECT_MS + STATEMENT_MS;

let silent: net.Server;
const sockets = new Set<net.Socket>();
const opened: { app: FastifyInstance; database: Database }[] = [];
let app: FastifyInstance;

async function appOn(env: Record<string, string>): Promise<FastifyInstance> {
  const port = (silent.address() as net.AddressInfo).port;
  const url = `postgres://console@127.0.0.1:${port}/console`;
  const full = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
    ...env,
  });
  const database = postgresDatabase(
    { url, connectTimeoutMs: CONNECT_MS, statementTimeoutMs: STATEMENT_MS },
    () => {},
  );
  const built = await buildApp({ env: full, database, serveWeb: false });
  opened.push({ app: built, database });
  await built.ready();
  return built;
}

async function timed(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const started = Date.now();
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, code: res.json().error?.code as string, ms: Date.now() - started };
}

beforeAll(async () => {
  silent = net.createServer((socket) => {
    // Accept, read and never answer.
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
});

afterAll(async () => {
  for (const o of opened) {
    await o.app.close();
    await o.database.close().catch(() => {});
  }
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('a database that accepts connections and never answers', () => {
  it('sign-in and session-checked calls answer 503 within connect + statement timeout (rate limits counted in PostgreSQL)', async () => {
    app = await appOn({ RATE_LIMIT_STORE: 'postgres', RATE_LIMIT_MAX: '1200', LOGIN_RATE_LIMIT_MAX: '20' });
    const answers = await Promise.all([
      timed('/api/auth.login', { clientid: 'acme', username: 'admin@acme.example', password: 'x' }),
      timed('/api/auth.session', {}, { 'x-api-key': 'k'.repeat(43) }),
      timed('/api/microservices.list', { page: 0, pageSize: 5 }, { 'x-api-key': 'k'.repeat(43) }),
    ]);
    for (const a of answers) {
      expect(a).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(a.ms).toBeLessThan(BOUND_MS);
    }
    // The readiness probe keeps its own, shorter bound.
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
  });

  it('the same without rate limits in PostgreSQL (counted in memory)', async () => {
    app = await appOn({ RATE_LIMIT_STORE: 'memory' });
    const answers = await Promise.all([
      timed('/api/auth.login', { clientid: 'acme', username: 'admin@acme.example', password: 'x' }),
      timed('/api/auth.session', {}, { 'x-api-key': 'k'.repeat(43) }),
    ]);
    for (const a of answers) {
      expect(a).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(a.ms).toBeLessThan(BOUND_MS);
    }
  });
});
