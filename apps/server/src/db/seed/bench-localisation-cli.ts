// Loads the localisation benchmark data into the configured database (after `npm run db:seed`):
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-localisation-cli.ts
import { loadEnv } from '../../config/env';
import { openConfiguredDatabase } from '../cli-database';
import { BENCH_LABELS_PER_OWNER, BENCH_LANGUAGES, seedBenchLocalisation } from './bench-localisation';

const database = await openConfiguredDatabase(loadEnv());
try {
  const t0 = performance.now();
  await database.db.transaction((tx) => seedBenchLocalisation(tx));
  const ms = Math.round(performance.now() - t0);
  console.log(
    `${BENCH_LANGUAGES.length} languages and ${BENCH_LABELS_PER_OWNER} labels per owner loaded in ${ms} ms.`,
  );
} finally {
  await database.close();
}
