// `npm run db:seed -w apps/server` (or `node apps/server/dist/seed.js`): the README's demo data into an
// empty database. Its passwords are public: never on a production database.
import { loadEnv } from '../config/env';
import { openConfiguredDatabase } from './cli-database';
import { CommandRefusal, runCli } from './cli-run';
import { seedDemo } from './seed/demo-data';
import { findPlatformOwnerId, loadLanguages } from './seed/reference-data';

await runCli(async () => {
  const database = await openConfiguredDatabase(loadEnv());
  try {
    await loadLanguages(database.db);
    if (await findPlatformOwnerId(database.db))
      throw new CommandRefusal(
        'This database already has a platform owner: demo data is only loaded into an empty database.',
      );
    await database.db.transaction((tx) => seedDemo(tx));
    console.log('Demo data loaded. Logins are listed in the README.');
  } finally {
    await database.close();
  }
});
