import { and, eq, sql } from 'drizzle-orm';
import { addDays, moneyText, SPENDING_ACCOUNT, todayUtc } from '@console/contract';
import type { Db } from '../../db/client';
import { creditAccounts, creditEntries, creditGrants } from '../../db/schema/index';
import { insertedId, queryRow, queryRows } from '../../db/sql';

export { addDays, addMonths, daysBetween, todayUtc } from '@console/contract';

// The credit ledger (decision 0180). A grant's `remaining` is the sum of its entries, written with them
// in one transaction; balances are sums of entries and `checkLedger` re-derives every one of them.

const accountNumber = (orgId: number) => `SP-${String(orgId).padStart(6, '0')}`;

/** The organisation's Spending account, made on its first credit (concurrent makers agree on one row). */
export async function ensureSpendingAccount(db: Db, orgId: number): Promise<number> {
  await db
    .insert(creditAccounts)
    .values({ orgId, acType: SPENDING_ACCOUNT, acNumber: accountNumber(orgId) })
    .onConflictDoNothing({ target: [creditAccounts.orgId, creditAccounts.acType] });
  return (await findSpendingAccount(db, orgId))!;
}

export async function findSpendingAccount(db: Db, orgId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: creditAccounts.id })
    .from(creditAccounts)
    .where(and(eq(creditAccounts.orgId, orgId), eq(creditAccounts.acType, SPENDING_ACCOUNT)));
  return row?.id ?? null;
}

/** Locks the account for the rest of the transaction: spending and expiring on it take turns. */
async function lockAccount(db: Db, accountId: number): Promise<void> {
  await db.execute(sql`select id from credit_accounts where id = ${accountId} for update`);
}

export interface NewGrant {
  creditType: string;
  description: string;
  startDate: string;
  expiryDate: string;
  amount: string;
  priority: number;
  promoCodeId?: number | null;
  referralCodeId?: number | null;
}

/** Adds a grant and its GRANT entry; answers the grant's id. */
export async function addGrant(db: Db, accountId: number, g: NewGrant, userId: number | null) {
  await lockAccount(db, accountId);
  await expireDue(db, accountId, todayUtc());
  const amount = moneyText(g.amount);
  const grantId = await insertedId(db, creditGrants, {
    ...g,
    accountId,
    amount,
    remaining: amount,
    createdBy: userId,
  });
  await db.insert(creditEntries).values({ accountId, grantId, kind: 'GRANT', amount, createdBy: userId });
  return grantId;
}

/**
 * Moves the account's grants past their expiry to Expired, each with an EXPIRE entry of what was left
 * unused (`expired_amount`). One statement; `accountId` null sweeps every account.
 */
export async function expireDue(db: Db, accountId: number | null, today: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with expired as (
          update credit_grants set status = 'E', expired_amount = remaining, remaining = 0
          where status = 'A' and expiry_date < ${today}::date
            ${accountId === null ? sql`` : sql`and account_id = ${accountId}`}
          returning id, account_id, expired_amount
        ), entries as (
          insert into credit_entries (account_id, grant_id, kind, amount)
          select account_id, id, 'EXPIRE', -expired_amount from expired where expired_amount > 0
        )
        select count(*)::int as n from expired`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The account's balance, derived from its entries: every grant not yet past its expiry. */
export async function balanceOf(db: Db, accountId: number, today: string): Promise<string> {
  const row = await queryRow<{ balance: string | null }>(
    db,
    sql`select coalesce(sum(e.amount), 0)::text as balance
        from credit_entries e join credit_grants g on g.id = e.grant_id
        where e.account_id = ${accountId} and g.expiry_date >= ${today}::date`,
  );
  return moneyText(row?.balance ?? '0');
}

export interface LedgerCheck {
  grants: number;
  entries: number;
  /** Grants whose remaining, amount or expired amount differ from what their entries say. */
  mismatches: number[];
  balanced: boolean;
}

/**
 * Re-derives every grant from the ledger: its remaining is the sum of its entries, its amount its GRANT
 * entry, its expired amount its EXPIRE entry; and no grant holds more than it was given or less than 0.
 */
export async function checkLedger(db: Db, accountId: number | null = null): Promise<LedgerCheck> {
  const where = accountId === null ? sql`` : sql`where g.account_id = ${accountId}`;
  const rows = await queryRows<{ id: number; ok: boolean; n: number }>(
    db,
    sql`select g.id,
          g.remaining = coalesce(e.total, 0)
            and g.amount = coalesce(e.granted, 0)
            and g.expired_amount = coalesce(-e.expired, 0)
            and g.remaining >= 0 as ok,
          coalesce(e.n, 0)::int as n
        from credit_grants g
        left join (
          select grant_id, sum(amount) as total, count(*) as n,
            sum(amount) filter (where kind = 'GRANT') as granted,
            sum(amount) filter (where kind = 'EXPIRE') as expired
          from credit_entries group by grant_id
        ) e on e.grant_id = g.id
        ${where}`,
  );
  const mismatches = rows.filter((r) => !r.ok).map((r) => Number(r.id));
  return {
    grants: rows.length,
    entries: rows.reduce((n, r) => n + Number(r.n), 0),
    mismatches,
    balanced: mismatches.length === 0,
  };
}

/** The balance at the end of each of the last `days` days: entries up to that day of grants not yet expired on it. */
export async function balanceHistory(db: Db, accountId: number | null, today: string, days: number) {
  if (accountId === null)
    return Array.from({ length: days }, (_, i) => ({
      date: addDays(today, i - days + 1),
      balance: '0.0000',
    }));
  const rows = await queryRows<{ day: string; balance: string }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day,
          coalesce((
            select sum(e.amount) from credit_entries e join credit_grants g on g.id = e.grant_id
            where e.account_id = ${accountId}
              and e.created_at < (d.day + 1)::timestamp at time zone 'UTC'
              and g.expiry_date >= d.day
          ), 0)::text as balance
        from (
          select generate_series(${today}::date - ${days - 1}::int, ${today}::date, interval '1 day')::date as day
        ) d
        order by d.day`,
  );
  return rows.map((r) => ({ date: r.day, balance: moneyText(r.balance) }));
}
