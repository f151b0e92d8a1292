import { loadEnv } from '../config/env';
import { openConfiguredDatabase } from './cli-database';
import { seedDemo } from './seed/demo-data';
import { findPlatformOwnerId, loadLanguages } from './seed/reference-data';

const database = await openConfiguredDatabase(loadEnv());
try {
  await loadLanguages(database.db);
  if (await findPlatformOwnerId(database.db)) {
    console.error(
      'This database already has a platform owner: demo data is only loaded into an empty database.',
    );
    process.exitCode = 1;
  } else {
    await database.db.transaction((tx) => seedDemo(tx));
    console.log('Demo data loaded. Logins are listed in the README.');
  }
} finally {
  await database.close();
}
