// Loads the groups and functions benchmark data into the configured database (after `npm run db:seed`):
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-groups-cli.ts
import { loadEnv } from '../../config/env';
import { openConfiguredDatabase } from '../cli-database';
import { BENCH_FUNCTIONS, BENCH_GROUPS, seedBenchGroups } from './bench-groups';

const database = await openConfiguredDatabase(loadEnv());
try {
  const t0 = performance.now();
  await database.db.transaction((tx) => seedBenchGroups(tx));
  console.log(
    `${BENCH_FUNCTIONS} benchmark functions in ${BENCH_GROUPS} groups loaded in ${Math.round(performance.now() - t0)} ms.`,
  );
} finally {
  await database.close();
}
