import { addDays, todayUtc } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { organisations, owners } from '../schema/index';
import { addGrant, ensureSpendingAccount } from '../../modules/credits/ledger';

/** The metering benchmark (issue 11): 100 organisations of Acme with 10 grants each. */
export const BENCH_CREDIT_ORGS = 100;
export const BENCH_GRANTS_PER_ORG = 10;
export const BENCH_CREDIT_PREFIX = 'Bench credits';
/** Usages each benchmark organisation has already recorded. */
export const BENCH_USAGE_HISTORY = 100;

/**
 * Loads the organisations, their grants (priorities 0 to 4, expiries 30 to 300 days ahead) and a usage
 * history of BENCH_USAGE_HISTORY usages each.
 */
export async function seedBenchCredits(db: Db): Promise<void> {
  const [acme] = await db.select({ id: owners.id }).from(owners).where(eq(owners.code, 'acme'));
  if (!acme) throw new Error('the demo owner acme is missing: load the demo data first');
  const today = todayUtc();
  const orgs = await db
    .insert(organisations)
    .values(
      Array.from({ length: BENCH_CREDIT_ORGS }, (_, i) => ({
        ownerId: acme.id,
        name: `${BENCH_CREDIT_PREFIX} ${String(i + 1).padStart(3, '0')}`,
        clientId: `bench-credits-${i + 1}`,
      })),
    )
    .returning({ id: organisations.id });
  for (const org of orgs) {
    const accountId = await ensureSpendingAccount(db, org.id);
    for (let g = 0; g < BENCH_GRANTS_PER_ORG; g++)
      await addGrant(
        db,
        accountId,
        {
          creditType: 'ADD_CRE_TOPUP',
          description: `Bench grant ${g + 1}`,
          startDate: today,
          expiryDate: addDays(today, 30 + g * 30),
          amount: '100000',
          priority: g % 5,
        },
        null,
      );
  }
  // A live platform's usage history: 100 usages an organisation, recorded by the metering function itself
  // (so the ledger balances). Without it the benchmark meters into an empty credit_usages table, and
  // every pool connection keeps the plan it made for the usage-key lookup while the table was empty, a
  // sequential scan, until autovacuum next analyses the table (decision 0230, "A new database").
  await db.execute(sql`
    select (meter_usage(o.id, 'history-' || o.id || '-' || n, 0.0125, null, ${today}::date)).outcome
    from organisations o cross join generate_series(1, ${BENCH_USAGE_HISTORY}) n
    where o.id in (${sql.join(
      orgs.map((o) => sql`${o.id}`),
      sql`, `,
    )})`);
}
