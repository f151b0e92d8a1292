// The metering benchmark's data (after `npm run db:seed`), or with `check` the ledger re-derived:
// DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-credits-cli.ts [check]
import { checkLedger } from '../../modules/credits/ledger';
import {
  BENCH_CREDIT_ORGS,
  BENCH_GRANTS_PER_ORG,
  BENCH_USAGE_HISTORY,
  seedBenchCredits,
} from './bench-credits';
import { loadBench, onConfiguredDatabase } from './bench-load';

if (process.argv[2] === 'check') {
  await onConfiguredDatabase(async (db) => {
    const c = await checkLedger(db);
    console.log(
      `ledger check: ${c.grants} grants, ${c.entries} entries, ${c.mismatches.length} mismatches: ${c.balanced ? 'balanced' : `NOT balanced (grants ${c.mismatches.slice(0, 10).join(', ')})`}`,
    );
    if (!c.balanced) process.exitCode = 1;
  });
} else {
  await loadBench(
    seedBenchCredits,
    (ms) =>
      `${BENCH_CREDIT_ORGS} organisations with ${BENCH_GRANTS_PER_ORG} grants and ${BENCH_USAGE_HISTORY} past usages each loaded in ${ms} ms.`,
  );
}
