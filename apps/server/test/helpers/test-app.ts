import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { CallName } from '@console/contract';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { queryRows } from '../../src/db/sql';
import { adminQuery, databaseUrl } from './seeded-template';

/** The demo logins of the README. */
export const DEMO = {
  platform: { clientid: 'platform', username: 'admin@platform.example', password: 'Admin#2026!' },
  marketing: { clientid: 'platform', username: 'marketing@platform.example', password: 'Market#2026!' },
  teamspace: { clientid: 'teamspace', username: 'admin@teamspace.example', password: 'Admin#2026!' },
  acme: { clientid: 'acme', username: 'admin@acme.example', password: 'Admin#2026!' },
} as const;
export type DemoUser = keyof typeof DEMO;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  storageDir: string;
  /** The file's own PostgreSQL database when DATABASE_URL is set; null on in-memory PGlite. */
  databaseUrl: string | null;
  /** Owner ids of the demo owners, read from the database. */
  owners: { platform: number; teamspace: number; acme: number };
  close(): Promise<void>;
}

/** A copy of the run's seeded template (see seeded-template.ts) for one test file; dropped on close. */
async function copyTemplate(): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  const template = inject('seededTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([await fs.readFile(template.file)]);
    return {
      database: await openDatabase({ memory: true, loadDataDir: dump }),
      url: null,
      drop: async () => {},
    };
  }
  const baseUrl = process.env.DATABASE_URL!;
  const name = `console_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
  const url = databaseUrl(baseUrl, name);
  return {
    database: await openDatabase({ url, poolSize: 5 }),
    url,
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * Builds the app on a fresh database holding the demo data. The per-address rate limits are off unless
 * `envOverrides` sets them (every test signs in from one address, many times). So is the session cache
 * (test/session-cache.test.ts turns it on): tests change users and sessions with SQL of their own and
 * call at once, before a server would have heard the database's notice.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-test-files-'));
  const copy = await copyTemplate();
  const { database } = copy;
  const { db } = database;
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    STORAGE_DIR: storageDir,
    RATE_LIMIT_MAX: '0',
    LOGIN_RATE_LIMIT_MAX: '0',
    SESSION_CACHE_SECONDS: '0',
    ...envOverrides,
  });
  const app = await buildApp({ env, database, serveWeb: false });
  await app.ready();
  const rows = await queryRows<{ id: number; code: string }>(db, sql`select id, code from owners`);
  const idOf = (code: string) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`demo owner ${code} is missing`);
    return Number(row.id);
  };
  return {
    app,
    db,
    database,
    storageDir,
    databaseUrl: copy.url,
    owners: { platform: idOf('platform'), teamspace: idOf('teamspace'), acme: idOf('acme') },
    async close() {
      await app.close();
      await database.close();
      await copy.drop();
      await fs.rm(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app per test file: built in beforeAll, closed in afterAll. Read its fields inside tests or hooks
 * (they are set once beforeAll has run).
 */
export function useTestApp(envOverrides: Record<string, string> = {}): TestApp {
  const holder = {} as TestApp;
  let built: TestApp | null = null;
  beforeAll(async () => {
    built = await createTestApp(envOverrides);
    Object.assign(holder, built);
  });
  afterAll(async () => {
    await built?.close();
  });
  return holder;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the server answered
  body: any;
  headers: LightMyRequestResponse['headers'];
}

/**
 * The answer as tests compare it. Every error body carries the request's id, the same as its
 * x-request-id header (checked here for every call of the suite); it differs per request, so it is
 * taken out of the body that tests compare.
 */
function toResult(res: LightMyRequestResponse): CallResult {
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON: keep the text
  }
  const error = (body as { error?: { requestId?: unknown } } | null)?.error;
  if (error && typeof error === 'object') {
    expect(error.requestId, 'error bodies carry the request id').toBe(res.headers['x-request-id']);
    delete error.requestId;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/**
 * A session that names one owner on every call, as the console does once PM staff picked an owner:
 * `call` adds `ownerId` to a JSON body that names none.
 */
export interface ActingKey {
  key: string;
  ownerId: number;
}

/** POST /api/<name> with a JSON body (or a raw payload) and, when given, the session key. */
export async function call(
  app: FastifyInstance,
  name: CallName | string,
  body: unknown = {},
  key?: string | ActingKey,
  extra: { headers?: Record<string, string>; raw?: string | Buffer } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...extra.headers };
  const apiKey = typeof key === 'object' ? key.key : key;
  if (apiKey) headers['x-api-key'] = apiKey;
  let payload: string | Buffer;
  if (extra.raw !== undefined) {
    payload = extra.raw;
  } else {
    const named = body && typeof body === 'object' && (body as { ownerId?: unknown }).ownerId !== undefined;
    if (typeof key === 'object' && !named) body = { ...(body as object), ownerId: key.ownerId };
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await app.inject({ method: 'POST', url: `/api/${name}`, headers, payload });
  return toResult(res);
}

/** Signs in with explicit credentials; answers the whole result. */
export function loginAs(
  app: FastifyInstance,
  credentials: { clientid: string; username: string; password: string },
) {
  return call(app, 'auth.login', credentials);
}

/** Signs a demo user in and answers the session key. */
export async function login(app: FastifyInstance, who: DemoUser): Promise<string> {
  const res = await loginAs(app, DEMO[who]);
  if (res.status !== 200)
    throw new Error(`login as ${who} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.userApiKey as string;
}

/**
 * The platform administrator acting on a demo owner: how Acme's microservices are managed, since
 * Acme's own administrator may not (docs/permissions.md).
 */
export async function actOn(
  t: TestApp,
  owner: keyof TestApp['owners'],
  app: FastifyInstance = t.app,
): Promise<ActingKey> {
  return { key: await login(app, 'platform'), ownerId: t.owners[owner] };
}

/** A multipart body with one file part (or none), as a browser's FormData would send it. */
export function multipart(
  file: { field?: string; filename: string; contentType: string; data: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----console-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'fileToUpload'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/files.upload (or another upload call) with a multipart body. */
export async function upload(
  app: FastifyInstance,
  key: string | undefined,
  file: Parameters<typeof multipart>[0],
  fields: Record<string, string> = {},
  name: CallName = 'files.upload',
): Promise<CallResult> {
  const { payload, headers } = multipart(file, fields);
  if (key) headers['x-api-key'] = key;
  const res = await app.inject({ method: 'POST', url: `/api/${name}`, headers, payload });
  return toResult(res);
}

export async function auditCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from audit_log`);
  return Number(row?.n ?? 0);
}

/** The audit rows written after `afterId`, oldest first. */
export async function auditRowsAfter(db: Db, afterId: number) {
  return queryRows<{
    id: number | string;
    action: string;
    target_type: string;
    target_id: string | null;
    owner_id: number | null;
    actor_user_id: number | null;
    before: unknown;
    after: unknown;
  }>(db, sql`select * from audit_log where id > ${afterId} order by id`);
}

export async function lastAuditId(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select coalesce(max(id), 0)::int as n from audit_log`,
  );
  return Number(row?.n ?? 0);
}

/** The tables of the public schema, read once per database. */
const tableLists = new WeakMap<Db, Promise<string[]>>();

/**
 * Every row of every table of the public schema, as one digest per table (md5 of its rows as text, in
 * order), in one query: two snapshots are equal exactly when a call changed nothing.
 */
export async function dbState(db: Db): Promise<Record<string, string>> {
  let tables = tableLists.get(db);
  if (!tables) {
    tables = queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ).then((rows) => rows.map((r) => r.table_name));
    tableLists.set(db, tables);
  }
  const digests = (await tables).map(
    (table) =>
      `select '${table}' as name, md5(coalesce(string_agg(t::text, e'\\n' order by t::text), '')) as digest from "${table}" t`,
  );
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.raw(digests.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** Runs `act` and checks it changed no row of any table (so wrote no audit record either). */
export async function expectUnchanged<T>(db: Db, act: () => Promise<T>): Promise<T> {
  const before = await dbState(db);
  const result = await act();
  const after = await dbState(db);
  const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
  expect(changed, 'tables changed by a call that must change nothing').toEqual([]);
  return result;
}

export { queryRows, sql };
