import {
  addDays,
  addMonths,
  Decimal,
  MARKETING_CREDIT,
  money,
  PROMO_CREDIT,
  SPENDING_ACCOUNT,
  todayUtc,
} from '@console/contract';
import type { Db } from '../client';
import {
  codeRedemptions,
  creditAccounts,
  creditEntries,
  creditGrants,
  creditUsages,
  discountMicroservices,
  discounts,
  promoCodes,
  referralCodes,
} from '../schema/index';
import { insertedId } from '../sql';

interface DemoGrant {
  creditType: string;
  description: string;
  /** Days from today. */
  start: number;
  expiry: number;
  amount: string;
  priority: number;
}

// Acme's main organisation: a top-up, a marketing credit expiring within the warning window, a promo
// credit and a marketing credit that expired with part of it unused; usage every few days since.
const ACME_GRANTS: DemoGrant[] = [
  {
    creditType: 'ADD_CRE_TOPUP',
    description: 'Card payment',
    start: -85,
    expiry: 280,
    amount: '500',
    priority: 1,
  },
  {
    creditType: MARKETING_CREDIT,
    description: 'Launch offer',
    start: -70,
    expiry: -40,
    amount: '80',
    priority: 0,
  },
  {
    creditType: MARKETING_CREDIT,
    description: 'Webinar attendees',
    start: -40,
    expiry: 7,
    amount: '100',
    priority: 2,
  },
  {
    creditType: PROMO_CREDIT,
    description: 'Promo code WELCOME50',
    start: -20,
    expiry: 70,
    amount: '50',
    priority: 2,
  },
];
// The platform's own organisation: one top-up, a little usage (what a newcomer signed in as the
// platform's administrator sees first).
const PLATFORM_GRANTS: DemoGrant[] = [
  {
    creditType: 'ADD_CRE_TOPUP',
    description: 'Internal testing budget',
    start: -60,
    expiry: 305,
    amount: '1000',
    priority: 0,
  },
];
const PLATFORM_USAGE: Array<[number, string]> = [
  [-50, '120.5'],
  [-33, '75.25'],
  [-12, '210'],
  [-2, '64.125'],
];
/** Days from today on which the gateway metered usage, and how much. */
const ACME_USAGE: Array<[number, string]> = [
  [-80, '12.5'],
  [-72, '18.75'],
  [-64, '22.4'],
  [-55, '9.125'],
  [-47, '31.6'],
  [-38, '27.3'],
  [-30, '19.95'],
  [-22, '44.1'],
  [-15, '38.25'],
  [-8, '26.6'],
  [-3, '33.333'],
  [-1, '17.8'],
];

interface Entry {
  kind: 'GRANT' | 'SPEND' | 'EXPIRE';
  amount: Decimal;
  day: string;
  /** The usage's index, -1 for none. */
  usage: number;
}

const at = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * Replays the grants and usage day by day under the ledger's rules (spending order, expiry) and writes
 * the grants, usages and entries they leave, so the ledger balances and the 90-day chart has a history.
 */
async function seedLedger(
  db: Db,
  orgId: number,
  grants: DemoGrant[],
  usage: Array<[number, string]>,
): Promise<number[]> {
  const today = todayUtc();
  const accountId = await insertedId(db, creditAccounts, {
    orgId,
    acType: SPENDING_ACCOUNT,
    acNumber: `SP-${String(orgId).padStart(6, '0')}`,
  });
  const state = grants.map((g) => ({
    ...g,
    startDate: addDays(today, g.start),
    expiryDate: addDays(today, g.expiry),
    remaining: money(g.amount),
    expired: new Decimal(0),
    entries: [{ kind: 'GRANT', amount: money(g.amount), day: addDays(today, g.start), usage: -1 }] as Entry[],
  }));
  const expire = (day: string) => {
    for (const g of state)
      if (
        g.expiryDate < day &&
        g.expired.isZero() &&
        g.remaining.gt(0) &&
        g.entries.every((e) => e.kind !== 'EXPIRE')
      ) {
        g.expired = g.remaining;
        g.entries.push({ kind: 'EXPIRE', amount: g.remaining.neg(), day, usage: -1 });
        g.remaining = new Decimal(0);
      }
  };
  usage.forEach(([offset, amount], index) => {
    const day = addDays(today, offset);
    expire(day);
    let due = money(amount);
    const order = state
      .filter((g) => g.startDate <= day && g.expiryDate >= day && g.remaining.gt(0))
      .sort((a, b) => a.priority - b.priority || a.expiryDate.localeCompare(b.expiryDate));
    for (const g of order) {
      if (due.isZero()) break;
      const take = Decimal.min(due, g.remaining);
      g.remaining = g.remaining.minus(take);
      due = due.minus(take);
      g.entries.push({ kind: 'SPEND', amount: take.neg(), day, usage: index });
    }
  });
  expire(today);
  const usageIds = await db
    .insert(creditUsages)
    .values(
      usage.map(([offset, amount], i) => ({
        accountId,
        orgId,
        usageKey: `demo-${i + 1}`,
        amount: money(amount).toFixed(4),
        charged: money(amount).toFixed(4),
        createdAt: at(addDays(today, offset)),
      })),
    )
    .returning({ id: creditUsages.id });
  const ids: number[] = [];
  for (const g of state) {
    const grantId = await insertedId(db, creditGrants, {
      accountId,
      creditType: g.creditType,
      description: g.description,
      startDate: g.startDate,
      expiryDate: g.expiryDate,
      amount: money(g.amount).toFixed(4),
      remaining: g.remaining.toFixed(4),
      expiredAmount: g.expired.toFixed(4),
      priority: g.priority,
      status: g.expiryDate < today ? 'E' : 'A',
      createdAt: at(g.startDate),
    });
    ids.push(grantId);
    await db.insert(creditEntries).values(
      g.entries.map((e) => ({
        accountId,
        grantId,
        kind: e.kind,
        amount: e.amount.toFixed(4),
        usageId: e.usage >= 0 ? usageIds[e.usage]!.id : null,
        createdAt: at(e.day),
      })),
    );
  }
  return ids;
}

/**
 * Credits of Acme's main organisation with 90 days of history; the platform's promo codes (an active
 * PROMO code, a POS code and one that has ended), a running discount on two catalogue microservices,
 * and TeamSpace's referral code.
 */
export async function seedDemoCredits(
  db: Db,
  ids: {
    platform: number;
    adminId: number;
    platformOrgId: number;
    acmeOrgId: number;
    teamspaceOrgId: number;
    catalogue: number[];
  },
): Promise<void> {
  const today = todayUtc();
  const acmeGrants = await seedLedger(db, ids.acmeOrgId, ACME_GRANTS, ACME_USAGE);
  await seedLedger(db, ids.platformOrgId, PLATFORM_GRANTS, PLATFORM_USAGE);
  const by = { updatedBy: ids.adminId };
  const promos = await db
    .insert(promoCodes)
    .values([
      {
        ownerId: ids.platform,
        type: 'PROMO',
        code: 'WELCOME50',
        description: 'Fifty dollars of credit for new organisations, valid three months',
        startDate: addDays(today, -30),
        endDate: addDays(today, 60),
        credit: '50.0000',
        creditValidityType: 'month',
        creditValidityValue: '3',
        ...by,
      },
      {
        ownerId: ids.platform,
        type: 'PROMO',
        code: 'NEWYEAR100',
        description: 'One hundred dollars of credit until the end of next quarter',
        startDate: addDays(today, -5),
        endDate: addDays(today, 30),
        credit: '100.0000',
        creditValidityType: 'date',
        creditValidityValue: addMonths(today, 4),
        ...by,
      },
      {
        ownerId: ids.platform,
        type: 'POS',
        code: 'TOPUP10',
        description: 'Ten per cent of a top-up of 100 USD or more as bonus credit',
        startDate: addDays(today, -10),
        endDate: addDays(today, 50),
        discountType: 'DIS_PERCENT',
        discountAmount: '10.0000',
        minTopupAmount: '100.0000',
        ...by,
      },
      {
        ownerId: ids.platform,
        type: 'PROMO',
        code: 'SUMMER25',
        description: 'Summer campaign (ended)',
        startDate: addDays(today, -150),
        endDate: addDays(today, -60),
        credit: '25.0000',
        creditValidityType: 'month',
        creditValidityValue: '2',
        ...by,
      },
    ])
    .returning({ id: promoCodes.id });
  // Acme's promo credit came from WELCOME50: redeemed once, so it cannot be redeemed again.
  await db.insert(codeRedemptions).values({
    orgId: ids.acmeOrgId,
    promoCodeId: promos[0]!.id,
    grantId: acmeGrants[ACME_GRANTS.findIndex((g) => g.creditType === PROMO_CREDIT)]!,
    createdBy: ids.adminId,
  });
  const saleId = await insertedId(db, discounts, {
    ownerId: ids.platform,
    name: 'Season sale',
    discount: '15.0000',
    startDate: addDays(today, -5),
    endDate: addDays(today, 25),
    ...by,
  });
  await db.insert(discountMicroservices).values(
    [ids.catalogue[0]!, ids.catalogue[3]!].map((microserviceId) => ({
      discountId: saleId,
      microserviceId,
    })),
  );
  await db.insert(referralCodes).values({
    orgId: ids.teamspaceOrgId,
    code: 'TSLABS-REF',
    description: 'TeamSpace Labs invites: 20 USD of credit for three months',
    startDate: addDays(today, -45),
    credit: '20.0000',
    validityMonths: 3,
    ...by,
  });
}
