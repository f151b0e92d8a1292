import path from 'node:path';
import type { Env } from '../config/env';
import { openDatabase, type DatabaseTarget, type OpenOptions } from './client';

/** The database the server's environment names: PostgreSQL (DATABASE_URL) or the embedded folder. */
export function databaseTarget(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? {
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      }
    : { pgliteDir: path.join(env.DATA_DIR, 'pglite') };
}

/** The database the server would use, for command-line tools (migrations applied under the lock). */
export function openConfiguredDatabase(env: Env, options: OpenOptions = {}) {
  return openDatabase(databaseTarget(env), {
    startWaitMs: env.DATABASE_START_WAIT_SECONDS * 1000,
    ...options,
  });
}
