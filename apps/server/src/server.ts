import path from 'node:path';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { FolderLockedError } from './db/folder-lock';
import { prepareDatabase } from './db/seed/prepare';

const startedAt = performance.now();

async function main() {
  const env = loadEnv();
  // The embedded database compiles and opens while the app's modules load.
  const [database, { buildApp }] = await Promise.all([
    openDatabase(
      env.DATABASE_URL
        ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
        : { pgliteDir: path.join(env.DATA_DIR, 'pglite') },
    ),
    import('./app'),
  ]);
  const app = await buildApp({ env, database, serveWeb: true });
  await prepareDatabase(database, env, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining in-flight requests`);
    setTimeout(() => {
      app.log.error('in-flight requests did not finish in 10 s; stopping anyway');
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `console ready on http://localhost:${env.PORT} (${database.kind}) in ${Math.round(performance.now() - startedAt)} ms`,
  );
}

main().catch((err: unknown) => {
  if (
    err instanceof FolderLockedError ||
    (err instanceof Error && err.message.startsWith('Invalid environment'))
  ) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
