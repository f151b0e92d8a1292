// The gateway as its own process (decision 0350), for a deployment on PostgreSQL where it runs as N
// replicas apart from the console: read the environment, open the database (it never migrates: the
// console or the migration job does, and a database with migrations pending is refused), listen on
// GATEWAY_HOST:GATEWAY_PORT, and on SIGTERM/SIGINT drain and exit. buildGateway is the service itself.
import { loadEnv, type Env } from './config/env';
import { openDatabase, type Database } from './db/client';
import { databaseTarget } from './db/cli-database';
import { stopOnce } from './http/drain';
import { newLifecycle } from './http/lifecycle';
import { createLogger } from './http/logger';
import { shownUrl, startupLine } from './http/startup';

async function main() {
  let env: Env | null = null;
  let database: Database | null = null;
  const starting = new AbortController();
  let shutdown: ((signal: string) => Promise<void>) | null = null;
  const onSignal = (signal: string) => (shutdown ? void shutdown(signal) : starting.abort(signal));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  try {
    env = loadEnv();
    const log = createLogger(env);
    database = await openDatabase(databaseTarget(env), {
      migrate: false,
      startWaitMs: env.DATABASE_START_WAIT_SECONDS * 1000,
      log: (line) => log.warn(line),
      signal: starting.signal,
    });
    const { buildGateway } = await import('./gateway/gateway-app');
    const lifecycle = newLifecycle();
    const gateway = await buildGateway({ env, database, logger: log, lifecycle });
    const opened = database;
    shutdown = stopOnce([gateway], lifecycle, env, log, () =>
      opened.close().catch((err: Error) => log.warn(`closing the database: ${err.message}`)),
    );
    await gateway.listen({ port: env.GATEWAY_PORT, host: env.GATEWAY_HOST });
    log.info(`gateway ready on ${shownUrl(env.GATEWAY_HOST, env.GATEWAY_PORT)} (${database.kind})`);
    if (starting.signal.aborted) void shutdown(String(starting.signal.reason));
  } catch (err) {
    const line = starting.signal.aborted ? 'stopped during start' : startupLine(err, env);
    if (line) console.error(line);
    else console.error(err);
    await database?.close().catch(() => {});
    process.exit(starting.signal.aborted ? 0 : 1);
  }
}

void main();
