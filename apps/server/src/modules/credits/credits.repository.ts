import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { CreditState } from '@console/contract';
import { orderOf, pageOfSelect, searchAny, type ListPaging } from '../../crud/paging';
import type { Db } from '../../db/client';
import { creditAccounts, creditGrants, organisations } from '../../db/schema/index';
import { totalOver } from '../../db/sql';
import { firstRow } from '../../crud/rows';

/** An active organisation of the owner, or null (another owner's organisation reads as missing). */
export async function findOrg(db: Db, ownerId: number, orgId: number) {
  return firstRow(
    db
      .select({ id: organisations.id, name: organisations.name, isMain: organisations.isMain })
      .from(organisations)
      .where(
        and(
          eq(organisations.id, orgId),
          eq(organisations.ownerId, ownerId),
          eq(organisations.status, 'Active'),
        ),
      ),
  );
}

export function listOrgs(db: Db, ownerId: number) {
  return db
    .select({ id: organisations.id, name: organisations.name, isMain: organisations.isMain })
    .from(organisations)
    .where(and(eq(organisations.ownerId, ownerId), eq(organisations.status, 'Active')))
    .orderBy(desc(organisations.isMain), asc(sql`lower(${organisations.name})`), asc(organisations.id));
}

export function listAccounts(db: Db, orgId: number) {
  return db
    .select({ id: creditAccounts.id, acNumber: creditAccounts.acNumber, acType: creditAccounts.acType })
    .from(creditAccounts)
    .where(eq(creditAccounts.orgId, orgId))
    .orderBy(asc(creditAccounts.id));
}

const SORTS = {
  priority: creditGrants.priority,
  startDate: creditGrants.startDate,
  expiryDate: creditGrants.expiryDate,
  credit: creditGrants.amount,
  balance: creditGrants.remaining,
};
export type CreditSort = keyof typeof SORTS;

export interface CreditFilter {
  state: CreditState;
  creditType?: string;
  today: string;
}

/**
 * The account's grants: active (not yet past expiry, whether or not the sweep has marked them) or
 * expired, by default in spending order.
 */
export function listGrants(db: Db, accountId: number, f: CreditFilter, q: ListPaging<CreditSort>) {
  const active = and(eq(creditGrants.status, 'A'), gte(creditGrants.expiryDate, f.today));
  const expired = or(eq(creditGrants.status, 'E'), lt(creditGrants.expiryDate, f.today));
  const spendingOrder = [creditGrants.priority, creditGrants.expiryDate, creditGrants.id];
  return pageOfSelect(q, orderOf(q, SORTS, creditGrants.id, spendingOrder), () =>
    db
      .select({
        id: creditGrants.id,
        acId: creditGrants.accountId,
        creditType: creditGrants.creditType,
        description: creditGrants.description,
        startDate: creditGrants.startDate,
        expiryDate: creditGrants.expiryDate,
        amount: creditGrants.amount,
        remaining: creditGrants.remaining,
        expiredAmount: creditGrants.expiredAmount,
        priority: creditGrants.priority,
        status: creditGrants.status,
        total: totalOver,
      })
      .from(creditGrants)
      .where(
        and(
          eq(creditGrants.accountId, accountId),
          f.state === 'active' ? active : expired,
          f.creditType ? eq(creditGrants.creditType, f.creditType) : undefined,
          searchAny(q.search, [creditGrants.description, creditGrants.creditType]),
        ),
      )
      .$dynamic(),
  );
}
