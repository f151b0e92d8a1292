// Loads the microservices benchmark data into the configured database (after `npm run db:seed`):
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-microservices-cli.ts
import { loadEnv } from '../../config/env';
import { openConfiguredDatabase } from '../cli-database';
import { BENCH_MICROSERVICES, seedBenchMicroservices } from './bench-microservices';

const database = await openConfiguredDatabase(loadEnv());
try {
  const t0 = performance.now();
  await database.db.transaction((tx) => seedBenchMicroservices(tx));
  console.log(
    `${BENCH_MICROSERVICES} benchmark microservices loaded in ${Math.round(performance.now() - t0)} ms.`,
  );
} finally {
  await database.close();
}
