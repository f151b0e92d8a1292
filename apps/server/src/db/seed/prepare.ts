import type { FastifyBaseLogger } from 'fastify';
import { isLoopbackHost, type Env } from '../../config/env';
import type { PrepareTarget } from '../client';
import { ensureStoredKeyPair } from '../../modules/subscriptions/activation-key-pair';
import { seedDemo } from './demo-data';
import { createPlatformAdmin } from './platform-admin';
import { ensurePlatformReference, findPlatformOwnerId, loadLanguages } from './reference-data';

export interface DemoDecision {
  load: boolean;
  /** The one start-up line saying whether demo data was loaded, and why (or why not). */
  line: string;
}

/**
 * Demo data (README logins with public passwords) goes only into a new embedded database, and with
 * SEED_DEMO=auto only in a development start listening on loopback: never in production mode, never
 * reachable from the network, unless SEED_DEMO=always asks for it (decision 0360).
 */
export function demoDataDecision(
  env: Pick<Env, 'SEED_DEMO' | 'NODE_ENV' | 'HOST'>,
  database: Pick<PrepareTarget, 'kind' | 'fresh'>,
  hasPlatformOwner: boolean,
): DemoDecision {
  const no = (why: string): DemoDecision => ({ load: false, line: `Demo data: not loaded (${why})` });
  if (env.SEED_DEMO === 'never') return no('SEED_DEMO=never');
  if (hasPlatformOwner) return no('the database already has a platform owner');
  if (database.kind !== 'pglite')
    return no('only a new embedded database gets it; npm run db:seed loads it into an empty PostgreSQL');
  if (!database.fresh) return no('the embedded database is not new');
  if (env.SEED_DEMO === 'always')
    return {
      load: true,
      line: `Demo data: loaded into the new embedded database (SEED_DEMO=always, NODE_ENV=${env.NODE_ENV}, HOST=${env.HOST}); its passwords are public (README)`,
    };
  const publicPasswords = 'its passwords are public; SEED_DEMO=always loads it anyway';
  if (env.NODE_ENV === 'production') return no(`SEED_DEMO=auto and NODE_ENV=production: ${publicPasswords}`);
  if (!isLoopbackHost(env.HOST))
    return no(`SEED_DEMO=auto and HOST=${env.HOST} is reachable beyond this machine: ${publicPasswords}`);
  return {
    load: true,
    line: `Demo data: loaded into the new embedded database (SEED_DEMO=auto, NODE_ENV=${env.NODE_ENV}, HOST=${env.HOST} is loopback); demo logins are in the README`,
  };
}

/**
 * At start: reference data always; demo data as demoDataDecision says (one line either way); the first
 * platform administrator from ADMIN_* variables when the database has none. On PostgreSQL it runs under
 * the migrations' advisory lock (see openDatabase), one server at a time.
 */
export async function prepareDatabase(
  database: PrepareTarget,
  env: Env,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const { db } = database;
  let platformId = await findPlatformOwnerId(db);
  const demo = demoDataDecision(env, database, Boolean(platformId));
  if (demo.load) {
    await db.transaction(async (tx) => {
      await loadLanguages(tx);
      await seedDemo(tx);
    });
    platformId = await findPlatformOwnerId(db);
    // Loaded where auto would not have: worth a warning in the log.
    if (env.NODE_ENV === 'production' || !isLoopbackHost(env.HOST)) log.warn(demo.line);
    else log.info(demo.line);
  } else log.info(demo.line);
  if (!platformId) await loadLanguages(db);
  if (!platformId && env.ADMIN_CLIENT_ID && env.ADMIN_USER_NAME && env.ADMIN_PASSWORD) {
    await db.transaction((tx) =>
      createPlatformAdmin(tx, {
        clientId: env.ADMIN_CLIENT_ID!,
        userName: env.ADMIN_USER_NAME!,
        password: env.ADMIN_PASSWORD!,
      }),
    );
    log.info(`Platform administrator ${env.ADMIN_USER_NAME} created for client id ${env.ADMIN_CLIENT_ID}`);
    platformId = await findPlatformOwnerId(db);
  }
  if (!platformId) {
    log.warn(
      'No platform administrator yet: run "npm run admin:create -w apps/server" or set ADMIN_CLIENT_ID, ADMIN_USER_NAME and ADMIN_PASSWORD',
    );
    return;
  }
  await ensurePlatformReference(db, platformId);
  // The embedded default's key pair for activation keys, made once (decision 0130).
  if (!env.ACTIVATION_KEY_PRIVATE_KEY) await ensureStoredKeyPair(db);
}
