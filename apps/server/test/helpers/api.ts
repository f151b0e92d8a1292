import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallName } from '@console/contract';
import { queryRows } from '../../src/db/sql';
import {
  auditCount,
  auditRowsAfter,
  call,
  expectUnchanged,
  lastAuditId,
  login,
  loginAs,
  useTestApp,
  type ActingKey,
  type CallResult,
  type DemoUser,
  type TestApp,
} from './test-app';

type Key = string | ActingKey;
type Extra = Parameters<typeof call>[4];

/** The test app with its calls and reads bound to it, so a test reads `t.call(name, input, key)`. */
export interface ApiTest extends TestApp {
  /** POST /api/<name>; see `call` in test-app.ts. */
  call(name: CallName | string, body?: unknown, key?: Key, extra?: Extra): Promise<CallResult>;
  /** Calls, expects a 200 and answers the body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the server answered
  ok(name: CallName | string, body: unknown, key: Key): Promise<any>;
  /** Calls, expects `status` and a database left as it was; answers the result. */
  refused(status: number, name: CallName | string, body: unknown, key?: Key): Promise<CallResult>;
  login(who: DemoUser): Promise<string>;
  loginAs(credentials: { clientid: string; username: string; password: string }): Promise<CallResult>;
  rows<T>(query: SQL): Promise<T[]>;
  unchanged<T>(act: () => Promise<T>): Promise<T>;
  lastAuditId(): Promise<number>;
  auditAfter(id: number): ReturnType<typeof auditRowsAfter>;
  auditCount(): Promise<number>;
  /** Expects exactly one audit record after `afterId`, matching `match`; answers it. */
  oneAudit(afterId: number, match: Record<string, unknown>): Promise<AuditRow>;
}

type AuditRow = Awaited<ReturnType<typeof auditRowsAfter>>[number];

/** Calls and expects a 200, answering the body. */
export async function callOk(app: TestApp['app'], name: string, body: unknown, key: Key) {
  const res = await call(app, name, body, key);
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Binds the helpers of test-app.ts to a TestApp (one built by useTestApp, read lazily). */
export function bindApi(t: TestApp): ApiTest {
  const bound: Omit<ApiTest, keyof TestApp> = {
    call: (name, body, key, extra) => call(t.app, name, body, key, extra),
    ok: (name, body, key) => callOk(t.app, name, body, key),
    async refused(status, name, body, key) {
      const res = await expectUnchanged(t.db, () => call(t.app, name, body, key));
      expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(status);
      return res;
    },
    login: (who) => login(t.app, who),
    loginAs: (credentials) => loginAs(t.app, credentials),
    rows: <T>(query: SQL) => queryRows<T>(t.db, query),
    unchanged: (act) => expectUnchanged(t.db, act),
    lastAuditId: () => lastAuditId(t.db),
    auditAfter: (id) => auditRowsAfter(t.db, id),
    auditCount: () => auditCount(t.db),
    async oneAudit(afterId, match) {
      const audit = await auditRowsAfter(t.db, afterId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject(match);
      return audit[0]!;
    },
  };
  return Object.assign(t, bound) as ApiTest;
}

/** One app per test file (as useTestApp) with its calls bound. */
export function useApi(envOverrides: Record<string, string> = {}): ApiTest {
  return bindApi(useTestApp(envOverrides));
}
