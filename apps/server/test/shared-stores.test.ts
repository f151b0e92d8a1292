// Several servers behind one load balancer must behave like one: files on S3-compatible storage are
// served by any of them (no shared disk), and the per-address limits are counted in Redis so they hold
// across them. Two app instances on one database here; an S3 server (s3rver) runs in this process.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, storageFor } from '../src/app';
import { loadEnv } from '../src/config/env';
import { DEMO, login, upload } from './helpers/test-app';
import { useApi } from './helpers/api';

const t = useApi();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An app on the test's database with `env` (each with its own storage client and rate-limit store). */
async function server(env: Record<string, string>): Promise<FastifyInstance> {
  const full = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    LOGIN_RATE_LIMIT_MAX: '0',
    ...env,
  });
  const app = await buildApp({ env: full, database: t.database, storage: await storageFor(full) });
  await app.ready();
  return app;
}

describe('files on S3-compatible storage', () => {
  let s3: S3rver;
  let dir = '';
  let env: Record<string, string> = {};
  let a: FastifyInstance;
  let b: FastifyInstance;
  const bucket = `console-test-${randomBytes(4).toString('hex')}`;
  let client: S3Client;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
    const { port } = await s3.run();
    env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'console/files/',
      // No shared disk: each server's folder is its own and stays empty.
      STORAGE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'console-not-shared-')),
    };
    client = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    a = await server(env);
    b = await server({ ...env, STORAGE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'console-not-shared-')) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
    client?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const objects = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key);

  it('two servers on one database serve each other uploads, from the bucket', async () => {
    const keyA = await login(a, 'acme');
    const keyB = await login(b, 'acme');
    const fromA = await upload(a, keyA, { filename: 'a.png', contentType: 'image/png', data: PNG });
    expect(fromA.status).toBe(200);
    const fromB = await upload(b, keyB, { filename: 'b.png', contentType: 'image/png', data: PNG });
    expect(fromB.status).toBe(200);
    for (const [srv, url] of [
      [b, fromA.body.url],
      [a, fromB.body.url],
    ] as const) {
      const res = await srv.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    expect((await objects()).sort()).toEqual(
      [fromA.body.url, fromB.body.url]
        .map((u: string) => `console/files/${u.slice('/files/'.length)}`)
        .sort(),
    );
    expect(fs.readdirSync(env.STORAGE_DIR!)).toEqual([]);
  });

  it('removes a stored file from the bucket (a missing one is no error)', async () => {
    const storage = await storageFor(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }));
    await storage.put('removed-later.png', PNG, 'image/png');
    expect(await objects()).toContain('console/files/removed-later.png');
    await storage.remove('removed-later.png');
    expect(await objects()).not.toContain('console/files/removed-later.png');
    await expect(storage.remove('removed-later.png')).resolves.toBeUndefined();
  });

  it('stores nothing for a refused upload (too large, not an image)', async () => {
    const key = await login(a, 'acme');
    const before = await objects();
    const big = Buffer.alloc(6 * 1024 * 1024);
    PNG.copy(big, 0, 0, 33);
    expect((await upload(a, key, { filename: 'big.png', contentType: 'image/png', data: big })).status).toBe(
      413,
    );
    expect(
      (
        await upload(a, key, {
          filename: 'x.png',
          contentType: 'image/png',
          data: Buffer.from('not an image'),
        })
      ).status,
    ).toBe(415);
    expect(await objects()).toEqual(before);
  });

  it('answers 404 for a key that is not in the bucket', async () => {
    const res = await a.inject({ method: 'GET', url: '/files/0123456789abcdef0123456789abcdef.png' });
    expect(res.statusCode).toBe(404);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
const redisUp = await redisAnswers();
if (!redisUp) console.warn(`SKIPPED: no Redis at ${REDIS_URL}: the shared rate-limit store is not tested`);

describe.skipIf(!redisUp)('rate limits counted in Redis', () => {
  it('hold across two servers: sign-ins from one address are counted together', async () => {
    const env = { REDIS_URL, LOGIN_RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' };
    const a = await server(env);
    const b = await server(env);
    try {
      // An address of this run's own, so no other run's counters interfere.
      const address = `10.${randomBytes(3).join('.')}`;
      const from = (srv: FastifyInstance) =>
        srv.inject({ method: 'POST', url: '/api/auth.login', payload: DEMO.acme, remoteAddress: address });
      expect((await from(a)).statusCode).toBe(200);
      expect((await from(b)).statusCode).toBe(200);
      expect((await from(a)).statusCode).toBe(200);
      const limited = await from(b);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
