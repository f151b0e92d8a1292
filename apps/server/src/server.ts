// The process: read the environment, open the database (migrations and reference data under a lock),
// listen, and on SIGTERM/SIGINT drain and exit. buildApp (app.ts) is the service itself.
import { EnvError, loadEnv, publicUrl, type Env } from './config/env';
import { StartupError, openDatabase, type Database } from './db/client';
import { databaseTarget } from './db/cli-database';
import { FolderLockedError } from './db/folder-lock';
import { prepareDatabase } from './db/seed/prepare';
import { newLifecycle } from './http/lifecycle';

const startedAt = performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A failure at start, as the one line an operator needs (no stack), or null when it is a bug. */
function startupLine(err: unknown, env: Env | null): string | null {
  if (err instanceof EnvError || err instanceof StartupError || err instanceof FolderLockedError)
    return err.message;
  const { code, syscall } = err as { code?: string; syscall?: string };
  if (syscall === 'listen' && env) {
    if (code === 'EADDRINUSE')
      return `Port ${env.PORT} on ${env.HOST} is already in use: stop the other process or set PORT to a free port`;
    if (code === 'EACCES')
      return `Not allowed to listen on ${env.HOST}:${env.PORT}: use a port above 1023 or run with the right to bind it`;
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      return `Cannot listen on ${env.HOST}: no such address on this machine (check HOST)`;
  }
  return null;
}

async function main() {
  let env: Env | null = null;
  let database: Database | null = null;
  // Signals are handled from the first moment: a SIGTERM while the database opens stops the start
  // cleanly (the PGlite lock released) instead of killing the process half-way.
  const starting = new AbortController();
  let shutdown: ((signal: string) => Promise<void>) | null = null;
  const onSignal = (signal: string) => {
    if (shutdown) void shutdown(signal);
    else starting.abort(signal);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  const stopIfAsked = async () => {
    if (!starting.signal.aborted) return;
    await database?.close().catch(() => {});
    console.error(`${String(starting.signal.reason)} during start: stopped`);
    process.exit(0);
  };
  try {
    env = loadEnv();
    const { createLogger, buildApp } = await import('./app');
    const log = createLogger(env);
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
      log.warn(`PUBLIC_URL is not set: e-mailed links and model archive URLs point to ${publicUrl(env)}`);
    const lifecycle = newLifecycle();
    const ready = env;
    database = await openDatabase(databaseTarget(env), {
      migrate: env.MIGRATE_ON_START,
      // Reference data goes with the migrations (the migration job does it when MIGRATE_ON_START=false).
      prepare: env.MIGRATE_ON_START ? (target) => prepareDatabase(target, ready, log) : undefined,
      startWaitMs: env.DATABASE_START_WAIT_SECONDS * 1000,
      log: (line) => log.warn(line),
      signal: starting.signal,
    });
    await stopIfAsked();
    // prepareDatabase says whether demo data was loaded; without it, say why there is none.
    if (!env.MIGRATE_ON_START)
      log.info('Demo data: not loaded (MIGRATE_ON_START=false: the migration job prepares the database)');
    const app = await buildApp({ env, database, serveWeb: true, logger: log, lifecycle });
    const opened = database;
    let stopping = false;
    shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      const drainMs = ready.SHUTDOWN_DRAIN_MS;
      const t0 = Date.now();
      // 1. Readiness fails first; calls are still served for SHUTDOWN_DELAY_MS while load balancers
      //    take this server out. 2. New calls answer 503 and every answer closes its connection.
      lifecycle.ready = false;
      log.info(
        `${signal}: readiness off; draining ${lifecycle.inFlight} in-flight request(s) (at most ${drainMs} ms)`,
      );
      if (ready.SHUTDOWN_DELAY_MS) await sleep(ready.SHUTDOWN_DELAY_MS);
      lifecycle.draining = true;
      // 3. In-flight calls finish; idle keep-alive connections are closed as they appear.
      while (lifecycle.inFlight > 0 && Date.now() - t0 < drainMs) {
        app.server.closeIdleConnections();
        await sleep(25);
      }
      const forced = lifecycle.inFlight > 0;
      if (forced) {
        log.error(
          `${lifecycle.inFlight} request(s) still running after ${drainMs} ms: closing their connections`,
        );
        app.server.closeAllConnections();
      }
      app.server.closeIdleConnections();
      await app.close();
      await opened.close().catch((err: Error) => log.warn(`closing the database: ${err.message}`));
      log.info(`stopped after ${Date.now() - t0} ms`);
      process.exit(forced ? 1 : 0);
    };
    await app.listen({ port: env.PORT, host: env.HOST });
    const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    log.info(
      `console ready on http://${shown.includes(':') ? `[${shown}]` : shown}:${env.PORT} (${database.kind}) in ${Math.round(performance.now() - startedAt)} ms`,
    );
    if (starting.signal.aborted) void shutdown(String(starting.signal.reason));
  } catch (err) {
    await stopIfAsked();
    const line = startupLine(err, env);
    if (line) console.error(line);
    else console.error(err);
    await database?.close().catch(() => {});
    process.exit(1);
  }
}

void main();
