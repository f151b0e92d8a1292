// Loads the organisations benchmark data into the configured database (after `npm run db:seed`):
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-organisations-cli.ts
import { loadEnv } from '../../config/env';
import { openConfiguredDatabase } from '../cli-database';
import { BENCH_ORGANISATIONS, BENCH_USERS, seedBenchOrganisations } from './bench-organisations';

const database = await openConfiguredDatabase(loadEnv());
try {
  const t0 = performance.now();
  await database.db.transaction((tx) => seedBenchOrganisations(tx));
  console.log(
    `${BENCH_ORGANISATIONS} benchmark organisations and ${BENCH_USERS} users loaded in ${Math.round(performance.now() - t0)} ms.`,
  );
} finally {
  await database.close();
}
