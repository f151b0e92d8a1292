import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { changed, choiceColumn, created, createdAt, idColumn, linkKeys, parentColumn } from './columns';
import { organisations, users } from './identity';
import { microservices } from './microservices';
import { ownerColumn } from './owners';

// Credits and marketing (002 section 2.7, 001 sections 2.9 to 2.11; decisions 0180 to 0183).
// Money is numeric(18, 4), read and written as exact decimal text, never as a float.

const money = (name: string) => numeric(name, { precision: 18, scale: 4 });

/** An organisation's accounts (002 section 3); credits are used from its 'Spending' account. */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    id: idColumn(),
    orgId: parentColumn('org_id', () => organisations.id),
    acType: text('ac_type').notNull().default('Spending'),
    acNumber: text('ac_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_accounts_org_type_unique').on(t.orgId, t.acType)],
);

/** A promo code (001 section 3); the platform owner's rows. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    type: text('type', { enum: ['PROMO', 'POS'] }).notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    credit: money('credit'),
    creditValidityType: text('credit_validity_type', { enum: ['date', 'month'] }),
    /** A date (YYYY-MM-DD) for type date, a number of months (1 to 12) for type month. */
    creditValidityValue: text('credit_validity_value'),
    discountType: text('discount_type', { enum: ['DIS_PERCENT', 'DIS_AMT_USD'] }),
    discountAmount: money('discount_amount'),
    minTopupAmount: money('min_topup_amount'),
    createdAt: createdAt(),
    ...changed(),
  },
  (t) => [uniqueIndex('promo_codes_owner_code_unique').on(t.ownerId, t.code)],
);

/** A referral code of an organisation that invites others (one per organisation, made on demand). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: idColumn(),
    orgId: parentColumn('org_id', () => organisations.id),
    code: text('code').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** What redeeming it grants the invited organisation, valid for `validity_months`. */
    credit: money('credit').notNull(),
    validityMonths: integer('validity_months').notNull(),
    createdAt: createdAt(),
    ...changed(),
  },
  (t) => [
    uniqueIndex('referral_codes_code_unique').on(t.code),
    uniqueIndex('referral_codes_org_unique').on(t.orgId),
  ],
);

/** A credit grant: its type, dates, amount, what remains and its spending priority. */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: idColumn(),
    accountId: parentColumn('account_id', () => creditAccounts.id),
    creditType: text('credit_type').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    /** The sum of the grant's ledger entries, kept with them in one transaction (re-derivable). */
    remaining: money('remaining').notNull(),
    /** What was left unused when the grant expired. */
    expiredAmount: money('expired_amount').notNull().default('0'),
    /** Lower numbers are spent first; among equals the grant that expires first. */
    priority: integer('priority').notNull().default(0),
    status: choiceColumn('status', ['A', 'E']),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    referralCodeId: integer('referral_code_id').references(() => referralCodes.id, { onDelete: 'set null' }),
    ...created(),
  },
  (t) => [
    index('credit_grants_spend_idx').on(t.accountId, t.status, t.priority, t.expiryDate, t.id),
    check('credit_grants_remaining_in_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
    check('credit_grants_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A usage the gateway metered, once per usage key and organisation (its idempotency key). */
export const creditUsages = pgTable(
  'credit_usages',
  {
    id: idColumn(),
    accountId: parentColumn('account_id', () => creditAccounts.id),
    orgId: integer('org_id').notNull(),
    usageKey: text('usage_key').notNull(),
    /** The list price the gateway sent, and what was taken after any discount. */
    amount: money('amount').notNull(),
    charged: money('charged').notNull(),
    microserviceId: integer('microservice_id').references(() => microservices.id, { onDelete: 'set null' }),
    discountId: integer('discount_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_usages_org_key_unique').on(t.orgId, t.usageKey)],
);

/**
 * The append-only ledger: every change of a grant's remaining balance is one entry (GRANT +, SPEND -,
 * EXPIRE -). Updates are refused by a trigger (migration 0019); balances are sums of entries.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: parentColumn('account_id', () => creditAccounts.id),
    grantId: parentColumn('grant_id', () => creditGrants.id),
    kind: text('kind', { enum: ['GRANT', 'SPEND', 'EXPIRE'] }).notNull(),
    amount: money('amount').notNull(),
    usageId: integer('usage_id').references(() => creditUsages.id, { onDelete: 'cascade' }),
    ...created(),
  },
  (t) => [
    index('credit_entries_account_time_idx').on(t.accountId, t.createdAt),
    index('credit_entries_grant_idx').on(t.grantId),
  ],
);

/** A promo or referral code redeemed by an organisation: once per organisation (the unique indexes decide). */
export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    id: idColumn(),
    orgId: parentColumn('org_id', () => organisations.id),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'cascade' }),
    referralCodeId: integer('referral_code_id').references(() => referralCodes.id, { onDelete: 'cascade' }),
    grantId: integer('grant_id').references(() => creditGrants.id, { onDelete: 'set null' }),
    ...created(),
  },
  (t) => [
    uniqueIndex('code_redemptions_promo_org_unique')
      .on(t.promoCodeId, t.orgId)
      .where(sql`${t.promoCodeId} is not null`),
    // An organisation is referred once, by one referral code.
    uniqueIndex('code_redemptions_referral_org_unique')
      .on(t.orgId)
      .where(sql`${t.referralCodeId} is not null`),
  ],
);

/** A discount (001 section 3): a percentage off the metered price of its microservices, between its dates. */
export const discounts = pgTable(
  'discounts',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    name: text('name').notNull(),
    discount: money('discount').notNull(),
    discountType: text('discount_type').notNull().default('seasonal'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    ...changed(),
  },
  (t) => [uniqueIndex('discounts_owner_name_unique').on(t.ownerId, sql`lower(${t.name})`)],
);

export const discountMicroservices = pgTable(
  'discount_microservices',
  {
    discountId: parentColumn('discount_id', () => discounts.id),
    microserviceId: parentColumn('microservice_id', () => microservices.id),
  },
  (t) => linkKeys(t.discountId, t.microserviceId, 'discount_microservices_ms_idx'),
);

/** The organisations a discount is for; none: every organisation. */
export const discountOrganisations = pgTable(
  'discount_organisations',
  {
    discountId: parentColumn('discount_id', () => discounts.id),
    orgId: parentColumn('org_id', () => organisations.id),
  },
  (t) => linkKeys(t.discountId, t.orgId),
);

/** The users a discount names (001 section 3, discount users). */
export const discountUsers = pgTable(
  'discount_users',
  {
    discountId: parentColumn('discount_id', () => discounts.id),
    userId: parentColumn('user_id', () => users.id),
  },
  (t) => linkKeys(t.discountId, t.userId),
);
