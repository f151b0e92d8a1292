// The metering benchmark's data (after `npm run db:seed`), or with `check` the ledger re-derived:
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-credits-cli.ts [check]
import { loadEnv } from '../../config/env';
import { checkLedger } from '../../modules/credits/ledger';
import { openConfiguredDatabase } from '../cli-database';
import {
  BENCH_CREDIT_ORGS,
  BENCH_GRANTS_PER_ORG,
  BENCH_USAGE_HISTORY,
  seedBenchCredits,
} from './bench-credits';

const database = await openConfiguredDatabase(loadEnv());
try {
  if (process.argv[2] === 'check') {
    const c = await checkLedger(database.db);
    console.log(
      `ledger check: ${c.grants} grants, ${c.entries} entries, ${c.mismatches.length} mismatches: ${c.balanced ? 'balanced' : `NOT balanced (grants ${c.mismatches.slice(0, 10).join(', ')})`}`,
    );
    if (!c.balanced) process.exitCode = 1;
  } else {
    const t0 = performance.now();
    await database.db.transaction((tx) => seedBenchCredits(tx));
    console.log(
      `${BENCH_CREDIT_ORGS} organisations with ${BENCH_GRANTS_PER_ORG} grants and ${BENCH_USAGE_HISTORY} past usages each loaded in ${Math.round(performance.now() - t0)} ms.`,
    );
  }
} finally {
  await database.close();
}
