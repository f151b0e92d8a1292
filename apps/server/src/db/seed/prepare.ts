import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { PrepareTarget } from '../client';
import { ensureStoredKeyPair } from '../../modules/subscriptions/activation-key-pair';
import { seedDemo } from './demo-data';
import { createPlatformAdmin } from './platform-admin';
import { ensurePlatformReference, findPlatformOwnerId, loadLanguages } from './reference-data';

/**
 * At start: reference data always; demo data only into a new embedded database; the first platform
 * administrator from ADMIN_* variables when the database has none. On PostgreSQL it runs under the
 * migrations' advisory lock (see openDatabase), one server at a time.
 */
export async function prepareDatabase(
  database: PrepareTarget,
  env: Env,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const { db } = database;
  let platformId = await findPlatformOwnerId(db);
  if (!platformId && database.kind === 'pglite' && database.fresh && env.SEED_DEMO === 'auto') {
    await db.transaction(async (tx) => {
      await loadLanguages(tx);
      await seedDemo(tx);
    });
    log.info('New embedded database: demo data loaded (see README for the demo logins)');
    platformId = await findPlatformOwnerId(db);
  }
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
