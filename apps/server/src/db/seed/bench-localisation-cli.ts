// Loads the localisation benchmark data into the configured database (after `npm run db:seed`):
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-localisation-cli.ts
import { loadBench } from './bench-load';
import { BENCH_LABELS_PER_OWNER, BENCH_LANGUAGES, seedBenchLocalisation } from './bench-localisation';

await loadBench(
  seedBenchLocalisation,
  (ms) =>
    `${BENCH_LANGUAGES.length} languages and ${BENCH_LABELS_PER_OWNER} labels per owner loaded in ${ms} ms.`,
);
