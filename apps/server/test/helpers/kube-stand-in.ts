import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import type { TestApp } from './test-app';

/** A request the stand-in received, as the test checks it: its JSON body parsed (null without one). */
export interface StandInRequest {
  method: string;
  url: string;
  type?: string;
  auth?: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- requests as sent
}

export type StandInHandler = (req: StandInRequest, res: http.ServerResponse) => void;

/** Answers a JSON body with `status`, as the Kubernetes API does. */
export function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A Kubernetes API `Status` of a refused request (NotFound, AlreadyExists ...). */
export const failure = (code: number, reason: string, message: string) => ({
  kind: 'Status',
  apiVersion: 'v1',
  status: 'Failure',
  reason,
  message,
  code,
});

/**
 * A stand-in for the Kubernetes API (an HTTP server that records each request in `seen`, then lets
 * `handle` answer it) and the console built on the test's database with ORCHESTRATOR=kubernetes,
 * namespace `models`, against it.
 */
async function startKubeStandIn(
  t: TestApp,
  handle: StandInHandler,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; seen: StandInRequest[]; close(): Promise<void> }> {
  const seen: StandInRequest[] = [];
  const stand = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const request = {
        method: req.method!,
        url: req.url!,
        type: req.headers['content-type'],
        auth: req.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      };
      seen.push(request);
      handle(request, res);
    });
  });
  await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
  const { port } = stand.address() as AddressInfo;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-kube-'));
  const kubeconfig = path.join(dir, 'config');
  await fs.writeFile(
    kubeconfig,
    `apiVersion: v1
kind: Config
clusters: [{ name: stand-in, cluster: { server: 'http://127.0.0.1:${port}', insecure-skip-tls-verify: true } }]
users: [{ name: console, user: { token: stand-in-token } }]
contexts: [{ name: stand-in, context: { cluster: stand-in, user: console } }]
current-context: stand-in
`,
  );
  const app = await buildApp({
    env: loadEnv({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      STORAGE_DIR: dir,
      ORCHESTRATOR: 'kubernetes',
      KUBECONFIG: kubeconfig,
      KUBERNETES_NAMESPACE: 'models',
      ...env,
    }),
    database: t.database,
    serveWeb: false,
  });
  await app.ready();
  return {
    app,
    seen,
    async close() {
      await app.close();
      await new Promise((resolve) => stand.close(resolve));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The stand-in and its console for a test file (started before its tests, closed after them): `app` is
 * the console, `seen` the requests the stand-in received, in order.
 */
export function useKubeStandIn(t: TestApp, handle: StandInHandler, env: Record<string, string> = {}) {
  const kube = { app: undefined as unknown as FastifyInstance, seen: [] as StandInRequest[] };
  let stand: Awaited<ReturnType<typeof startKubeStandIn>> | undefined;
  beforeAll(async () => {
    stand = await startKubeStandIn(t, handle, env);
    kube.app = stand.app;
    kube.seen = stand.seen;
  });
  afterAll(() => stand?.close());
  return kube;
}
