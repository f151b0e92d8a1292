// Loads the microservices benchmark data into the configured database (after `npm run db:seed`):
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-microservices-cli.ts
import { loadBench } from './bench-load';
import { BENCH_MICROSERVICES, seedBenchMicroservices } from './bench-microservices';

await loadBench(
  seedBenchMicroservices,
  (ms) => `${BENCH_MICROSERVICES} benchmark microservices loaded in ${ms} ms.`,
);
