import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { openConfiguredDatabase } from './cli-database';
import { createPlatformAdmin } from './seed/platform-admin';
import { findPlatformOwnerId, loadLanguages } from './seed/reference-data';

const { values } = parseArgs({
  options: { 'client-id': { type: 'string' }, user: { type: 'string' }, 'owner-name': { type: 'string' } },
});
const password = process.env.ADMIN_PASSWORD;
if (!values['client-id'] || !values.user || !password) {
  console.error(
    'Usage: ADMIN_PASSWORD=... npm run admin:create -w apps/server -- --client-id <id> --user <email> [--owner-name <name>]',
  );
  process.exit(2);
}
const database = await openConfiguredDatabase(loadEnv());
try {
  await loadLanguages(database.db);
  if (await findPlatformOwnerId(database.db))
    throw new Error('This database already has a platform administrator owner.');
  await database.db.transaction((tx) =>
    createPlatformAdmin(tx, {
      clientId: values['client-id']!,
      userName: values.user!,
      password,
      ownerName: values['owner-name'],
    }),
  );
  console.log(
    `Platform administrator ${values.user} created; sign in with client id ${values['client-id']}.`,
  );
} finally {
  await database.close();
}
