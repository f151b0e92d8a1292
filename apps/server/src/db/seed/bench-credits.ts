import { addDays, todayUtc } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { organisations, owners } from '../schema/index';
import { addGrant, ensureSpendingAccount } from '../../modules/credits/ledger';

/** The metering benchmark (issue 11): 100 organisations of Acme with 10 grants each. */
export const BENCH_CREDIT_ORGS = 100;
export const BENCH_GRANTS_PER_ORG = 10;
export const BENCH_CREDIT_PREFIX = 'Bench credits';

/** Loads the organisations and their grants (priorities 0 to 4, expiries 30 to 300 days ahead). */
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
}
