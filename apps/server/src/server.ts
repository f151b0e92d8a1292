// The process: read the environment, open the database (migrations and reference data under a lock),
// listen, and on SIGTERM/SIGINT drain and exit. buildApp (app.ts) is the service itself.
import { loadEnv, publicUrl, type Env } from './config/env';
import { openDatabase, type Database } from './db/client';
import { databaseTarget } from './db/cli-database';
import { prepareDatabase } from './db/seed/prepare';
import { stopOnce } from './http/drain';
import { newLifecycle } from './http/lifecycle';
import { shownUrl, startupLine } from './http/startup';

const startedAt = performance.now();

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
    // The gateway and the local pods' sample model service beside the console (decision 0350): the
    // embedded database can be opened by this process only.
    const gateway =
      env.GATEWAY_IN_CONSOLE && env.GATEWAY_PORT
        ? await (
            await import('./gateway/gateway-app')
          ).buildGateway({ env, database, logger: log, lifecycle })
        : null;
    const pods =
      gateway && env.ORCHESTRATOR === 'local' && env.LOCAL_POD_PORT
        ? (await import('./gateway/sample-pod')).buildSamplePod()
        : null;
    const opened = database;
    shutdown = stopOnce(gateway ? [app, gateway] : [app], lifecycle, ready, log, async () => {
      await pods?.close();
      await opened.close().catch((err: Error) => log.warn(`closing the database: ${err.message}`));
    });
    await pods?.listen({ port: env.LOCAL_POD_PORT, host: '127.0.0.1' });
    await gateway?.listen({ port: env.GATEWAY_PORT, host: env.GATEWAY_HOST });
    await app.listen({ port: env.PORT, host: env.HOST });
    log.info(
      `console ready on ${shownUrl(env.HOST, env.PORT)} (${database.kind}) in ${Math.round(performance.now() - startedAt)} ms` +
        (gateway ? `; gateway on ${shownUrl(env.GATEWAY_HOST, env.GATEWAY_PORT)}` : ''),
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
