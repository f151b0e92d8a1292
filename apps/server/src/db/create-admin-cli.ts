// `npm run admin:create -w apps/server -- --client-id <id> --user <email> [--owner-name <name>]` with
// ADMIN_PASSWORD in the environment (or `node apps/server/dist/create-admin.js …` in the image): the first
// platform administrator of a database that has none. A refusal is one line and exit code 1.
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { openConfiguredDatabase } from './cli-database';
import { CommandRefusal, runCli } from './cli-run';
import { createPlatformAdmin } from './seed/platform-admin';
import { findPlatformOwnerId, loadLanguages } from './seed/reference-data';

const USAGE =
  'Usage: ADMIN_PASSWORD=... npm run admin:create -w apps/server -- --client-id <id> --user <email> [--owner-name <name>]';

await runCli(async () => {
  let values: { 'client-id'?: string; user?: string; 'owner-name'?: string };
  try {
    ({ values } = parseArgs({
      options: {
        'client-id': { type: 'string' },
        user: { type: 'string' },
        'owner-name': { type: 'string' },
      },
    }));
  } catch (err) {
    throw new CommandRefusal(`${(err as Error).message}\n${USAGE}`);
  }
  const password = process.env.ADMIN_PASSWORD;
  const clientId = values['client-id'];
  const userName = values.user;
  if (!clientId || !userName || !password) throw new CommandRefusal(USAGE);
  if (password.length < 12)
    throw new CommandRefusal('ADMIN_PASSWORD needs at least 12 characters: nothing created');
  const database = await openConfiguredDatabase(loadEnv());
  try {
    await loadLanguages(database.db);
    if (await findPlatformOwnerId(database.db))
      throw new CommandRefusal(
        'An administrator already exists: this database has a platform administrator owner, nothing created',
      );
    await database.db.transaction((tx) =>
      createPlatformAdmin(tx, { clientId, userName, password, ownerName: values['owner-name'] }),
    );
    console.log(`Platform administrator ${userName} created; sign in with client id ${clientId}.`);
  } finally {
    await database.close();
  }
});
