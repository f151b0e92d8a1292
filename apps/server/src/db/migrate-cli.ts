// `npm run db:migrate -w apps/server` (or `node apps/server/dist/migrate.js` in the image): applies the
// migrations and the reference data (and the first administrator from ADMIN_*), under the same advisory
// lock as a server's start, then exits. For operators who start servers with MIGRATE_ON_START=false.
import { loadEnv } from '../config/env';
import { openConfiguredDatabase } from './cli-database';
import { runCli } from './cli-run';
import { prepareDatabase } from './seed/prepare';

await runCli(async () => {
  const env = loadEnv();
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const database = await openConfiguredDatabase(env, {
    migrate: true,
    prepare: (target) => prepareDatabase(target, env, log),
  });
  await database.close();
  console.log('Migrations and reference data applied.');
});
