import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config/paths';
import * as schema from './schema/index';
import { DatabaseUnavailableError, isDatabaseUnavailable, redactUrl } from './db-errors';
import { acquireFolderLock } from './folder-lock';

export type Schema = typeof schema;
/** One Drizzle type for both drivers; a transaction is a Db too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when this opened an embedded database that had no data before. */
  fresh: boolean;
  close(): Promise<void>;
  /** Resolves once the database answers `select 1`; DatabaseUnavailableError after `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  /** Connections of the PostgreSQL pool (for metrics); null on PGlite. */
  poolStats(): PoolStats | null;
  /** The PostgreSQL pool itself (rate-limit store, bare benchmark route); null on PGlite. */
  pool: pg.Pool | null;
  /**
   * Hears the database's NOTIFY on `channel` (on PostgreSQL on a connection of its own, opened again
   * while the database is away); `onState` tells whether it hears. Resolves to the stop.
   */
  listen(channel: string, onNotice: () => void, onState: (listening: boolean) => void): Promise<Unlisten>;
}

export type Unlisten = () => Promise<void>;

/** How soon a lost notice connection is opened again. */
const LISTEN_RETRY_MS = 500;

/**
 * A PostgreSQL connection that only listens, outside the pool: it is opened again every
 * LISTEN_RETRY_MS while the database is away, and `onState(false)` is told as soon as it is lost.
 */
function listenPostgres(
  config: pg.ClientConfig,
  channel: string,
  onNotice: () => void,
  onState: (listening: boolean) => void,
  log: (line: string) => void,
): Unlisten {
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wasUp = false;
  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void open(), LISTEN_RETRY_MS);
    timer.unref();
  };
  const open = async () => {
    const client = new pg.Client(config);
    const lost = (err?: Error) => {
      if (current !== client) return;
      current = null;
      onState(false);
      if (wasUp) log(`PostgreSQL notice connection lost${err ? `: ${err.message}` : ''}; reconnecting`);
      wasUp = false;
      void client.end().catch(() => {});
      retry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => {
      if (n.channel === channel) onNotice();
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      await client.end().catch(() => {});
      retry();
      return;
    }
    if (stopped) return void (await client.end().catch(() => {}));
    current = client;
    wasUp = true;
    onState(true);
  };
  void open();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

/** What the start-up work (reference data) gets: the database, on the connection holding the lock. */
export type PrepareTarget = Pick<Database, 'db' | 'kind' | 'fresh'>;

export interface PostgresTarget {
  url: string;
  poolSize?: number;
  /** Bound on opening a connection or waiting for a free one in the pool. */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout; the driver gives up 2 s after it (a database that stopped answering). */
  statementTimeoutMs?: number;
}

export type DatabaseTarget =
  | PostgresTarget
  | { pgliteDir: string }
  /** In memory, empty or loaded from a dump (PGlite's dumpDataDir: the test suite's seeded template). */
  | { memory: true; loadDataDir?: Blob };

export interface OpenOptions {
  /** Apply pending migrations (default true). Off: refuse to start while migrations are pending. */
  migrate?: boolean;
  /** Start-up work after the migrations, under the same lock (reference data, first administrator). */
  prepare?: (target: PrepareTarget) => Promise<void>;
  /** How long to keep retrying a PostgreSQL server that cannot be reached yet (default 0: no retry). */
  startWaitMs?: number;
  /** One line per event worth telling an operator (waiting for the database, a connection lost). */
  log?: (line: string) => void;
  /** Stops waiting for the database (SIGTERM during start). */
  signal?: AbortSignal;
}

/** A start-up failure with one line to show the operator; no stack needed. */
export class StartupError extends Error {}

// One key for every server of this application: migrations and reference data run one server at a time.
const MIGRATION_LOCK_SQL = `select pg_advisory_lock(hashtext('modelhub-console:migrate'))`;
const MIGRATION_UNLOCK_SQL = `select pg_advisory_unlock(hashtext('modelhub-console:migrate'))`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`${what} did not answer within ${ms} ms`)),
      ms,
    );
  });
  work.catch(() => {}); // a late failure after the timeout is not unhandled
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Migrations in the folder that the database has not applied yet (drizzle records each by its time). */
async function pendingMigrations(client: pg.Client): Promise<number> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const exists = await client.query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!exists.rows[0]?.t) return journal.entries.length;
  const last = await client.query<{ at: string | null }>(
    'select max(created_at)::text as at from drizzle.__drizzle_migrations',
  );
  const lastAt = Number(last.rows[0]?.at ?? 0);
  return journal.entries.filter((e) => e.when > lastAt).length;
}

/**
 * Connects one client, retrying for `waitMs` while the server cannot be reached (it may be starting
 * next to us); wrong credentials or a missing database fail at once.
 */
async function connectWithRetry(
  config: pg.ClientConfig,
  url: string,
  waitMs: number,
  log: (l: string) => void,
  signal?: AbortSignal,
) {
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    if (signal?.aborted) throw new StartupError('Stopped while waiting for the database');
    const client = new pg.Client(config);
    client.on('error', () => {}); // a lost connection surfaces as a failed query
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      const reason = (err as Error).message;
      if (!isDatabaseUnavailable(err))
        throw new StartupError(`Cannot use the database ${redactUrl(url)}: ${reason}`);
      if (Date.now() >= deadline)
        throw new StartupError(
          `Cannot reach the database ${redactUrl(url)}${waitMs ? ` after ${Math.round(waitMs / 1000)} s` : ''}: ${reason}`,
        );
      if (!told) {
        log(
          `Waiting for the database ${redactUrl(url)} (${reason}); retrying for up to ${Math.round(waitMs / 1000)} s`,
        );
        told = true;
      }
      await sleep(Math.min(1000, Math.max(0, deadline - Date.now())));
    }
  }
}

/** The connection settings every PostgreSQL connection of the server uses. */
function postgresConfig(target: PostgresTarget): pg.ClientConfig {
  return {
    connectionString: target.url,
    connectionTimeoutMillis: target.connectTimeoutMs ?? 5000,
    keepAlive: true,
  };
}

/**
 * The server's pool on a PostgreSQL database that is migrated already (openDatabase's start step), as
 * the calls use it. Exported for tests that need a pool on a database that does not answer.
 */
export function postgresDatabase(target: PostgresTarget, log: (line: string) => void): Database {
  const base = postgresConfig(target);
  const statementTimeoutMs = target.statementTimeoutMs ?? 30_000;
  const pool = new pg.Pool({
    ...base,
    max: target.poolSize ?? 10,
    statement_timeout: statementTimeoutMs,
    // The driver's own bound, for a server that stopped answering (statement_timeout needs a live one).
    query_timeout: statementTimeoutMs + 2000,
  });
  let lastWarning = 0;
  const lost = (err: Error) => {
    // One line per second at most: a restart closes every connection at once.
    if (Date.now() - lastWarning < 1000) return;
    lastWarning = Date.now();
    log(`PostgreSQL connection lost: ${err.message}`);
  };
  // An idle connection closed by the server (restart, failover, administrator) emits 'error' on the
  // pool; a connection checked out by a call (inside a transaction between two statements) emits it on
  // the client. Without a listener either one ends the process, so both have one: the failed call
  // answers 503 and the pool opens new connections when the database is back.
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
    // A query the driver gave up on (query_timeout) is still running on the connection: close it, so
    // the pool drops it instead of handing a stuck connection to the next call.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise)
        result.catch((err: unknown) => {
          if (err instanceof Error && err.message === 'Query read timeout')
            (
              client as unknown as { connection?: { stream?: { destroy(): void } } }
            ).connection?.stream?.destroy();
        });
      return result;
    };
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    fresh: false,
    pool,
    close: () => pool.end(),
    listen: async (channel, onNotice, onState) => listenPostgres(base, channel, onNotice, onState, log),
    ping: (timeoutMs) =>
      withTimeout(
        pool.query('select 1').then(() => undefined),
        timeoutMs,
        'PostgreSQL',
      ).catch((err: unknown) => {
        throw err instanceof DatabaseUnavailableError
          ? err
          : new DatabaseUnavailableError(`PostgreSQL: ${(err as Error).message}`, { cause: err });
      }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openPostgres(target: PostgresTarget, options: OpenOptions): Promise<Database> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const base = postgresConfig(target);

  // Migrations and reference data: one server at a time, on one connection holding an advisory lock,
  // so N servers starting together on a new database all come up. No statement timeout here: a
  // migration may build an index on a large table.
  const lockClient = await connectWithRetry(base, target.url, options.startWaitMs ?? 0, log, options.signal);
  try {
    if (options.migrate ?? true) {
      await lockClient.query(MIGRATION_LOCK_SQL);
      try {
        await migratePg(drizzlePg(lockClient), { migrationsFolder: MIGRATIONS_DIR });
        const db = drizzlePg(lockClient, { schema }) as unknown as Db;
        await options.prepare?.({ db, kind: 'postgres', fresh: false });
      } finally {
        await lockClient.query(MIGRATION_UNLOCK_SQL).catch(() => {});
      }
    } else {
      // The migration job may be running next to us (Kubernetes applies the Job and the Deployment
      // together): wait for it within the same bound as for the database itself.
      const deadline = Date.now() + (options.startWaitMs ?? 0);
      let told = false;
      for (;;) {
        const pending = await pendingMigrations(lockClient);
        if (pending === 0) break;
        if (Date.now() >= deadline || options.signal?.aborted)
          throw new StartupError(
            `The database has ${pending} migration(s) to apply and MIGRATE_ON_START=false: run the migration job first (node apps/server/dist/migrate.js, or npm run db:migrate -w apps/server)`,
          );
        if (!told) {
          log(`Waiting for the migration job: ${pending} migration(s) to apply (MIGRATE_ON_START=false)`);
          told = true;
        }
        await sleep(Math.min(2000, Math.max(0, deadline - Date.now())));
      }
    }
  } finally {
    await lockClient.end().catch(() => {});
  }

  return postgresDatabase(target, log);
}

/**
 * Opens the database and applies pending migrations: on PostgreSQL under an advisory lock, on PGlite
 * holding the folder's lock (taken before the folder is opened).
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if ('url' in target) return openPostgres(target, options);
  let release = async () => {};
  let client: PGlite;
  let fresh: boolean;
  if ('pgliteDir' in target) {
    release = await acquireFolderLock(target.pgliteDir);
    fresh = !fs.existsSync(path.join(target.pgliteDir, 'PG_VERSION'));
    client = new PGlite(target.pgliteDir);
  } else {
    client = new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : undefined);
    fresh = !target.loadDataDir;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    await options.prepare?.({ db, kind: 'pglite', fresh });
  } catch (err) {
    await client.close().catch(() => {});
    await release();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    fresh,
    pool: null,
    close: async () => {
      await client.close();
      await release();
    },
    // One process holds the folder: every change comes through this client, which tells at once.
    listen: async (channel, onNotice, onState) => {
      const unlisten = await client.listen(channel, onNotice);
      onState(true);
      return async () => {
        onState(false);
        if (!client.closed) await unlisten();
      };
    },
    ping: (timeoutMs) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        timeoutMs,
        'PGlite',
      ),
    poolStats: () => null,
  };
}
