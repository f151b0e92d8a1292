import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { DEMO_API_KEY } from '../../src/db/seed/demo-api-key';
import { buildGateway } from '../../src/gateway/gateway-app';
import { buildSamplePod } from '../../src/gateway/sample-pod';
import { useApi, type ApiTest } from './api';
import { queryRows, sql } from './test-app';

/** The README's call: Acme's analyst calls Fraud Detection (0.001 a call) with the demo key. */
export const DEMO_PATH = '/platform/frauddet/v1/getresults';
export { DEMO_API_KEY };

export interface GatewayTest extends ApiTest {
  gateway: FastifyInstance;
  /** The sample pod's address (a real HTTP server on a free port). */
  podUrl: string;
  /** A call through the gateway (app.inject); the demo key unless `key` says otherwise (null: none). */
  send(
    path?: string,
    options?: { key?: string | null; body?: unknown; method?: InjectOptions['method'] },
  ): Promise<LightMyRequestResponse>;
  /** Usage rows of the ledger (credit_usages): a refused call adds none. */
  usages(): Promise<number>;
}

/**
 * The console's test app with a gateway on the same database, and the pod the local pods answer at (the
 * sample pod unless `pod` is given); `envOverrides` go to both.
 */
export function useGateway(
  envOverrides: Record<string, string> = {},
  pod: FastifyInstance = buildSamplePod(),
): GatewayTest {
  const t = useApi(envOverrides) as GatewayTest;
  beforeAll(async () => {
    t.podUrl = await pod.listen({ port: 0, host: '127.0.0.1' });
    const env = loadEnv({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '0',
      LOGIN_RATE_LIMIT_MAX: '0',
      // Off as the session cache is in tests: they change rows with SQL and call at once, before a
      // notice could arrive (test/gateway-cache.test.ts turns it on).
      GATEWAY_CACHE_SECONDS: '0',
      ...envOverrides,
    });
    t.gateway = await buildGateway({ env, database: t.database, localPods: t.podUrl });
    await t.gateway.ready();
  });
  afterAll(async () => {
    await t.gateway?.close();
    await pod.close();
  });
  t.send = (path = DEMO_PATH, options = {}) => {
    const key = options.key === undefined ? DEMO_API_KEY : options.key;
    return t.gateway.inject({
      method: options.method ?? 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
      payload: JSON.stringify(options.body ?? { card_id: 'c-1', amount: 42 }),
    });
  };
  t.usages = async () => {
    const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from credit_usages`);
    return Number(row!.n);
  };
  return t;
}
