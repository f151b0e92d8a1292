// Loads the organisations benchmark data into the configured database (after `npm run db:seed`):
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-organisations-cli.ts
import { loadBench } from './bench-load';
import { BENCH_ORGANISATIONS, BENCH_USERS, seedBenchOrganisations } from './bench-organisations';

await loadBench(
  seedBenchOrganisations,
  (ms) => `${BENCH_ORGANISATIONS} benchmark organisations and ${BENCH_USERS} users loaded in ${ms} ms.`,
);
