// Loads the groups and functions benchmark data into the configured database (after `npm run db:seed`):
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-groups-cli.ts
import { loadBench } from './bench-load';
import { BENCH_FUNCTIONS, BENCH_GROUPS, seedBenchGroups } from './bench-groups';

await loadBench(
  seedBenchGroups,
  (ms) => `${BENCH_FUNCTIONS} benchmark functions in ${BENCH_GROUPS} groups loaded in ${ms} ms.`,
);
