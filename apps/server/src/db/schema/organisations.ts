import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { changed, choiceColumn, createdAt, idColumn, parentColumn, parentKeyColumn } from './columns';
import { organisations, users } from './identity';
import { owners } from './owners';

/** An organisation's media details (002 section 3, media entry). */
export const organisationMedia = pgTable(
  'organisation_media',
  {
    id: idColumn(),
    orgId: parentColumn('org_id', () => organisations.id),
    mediaType: choiceColumn('media_type', ['Telegram', 'Facebook', 'Instagram']),
    mediaStatus: text('media_status', { enum: ['On', 'Off'] }).notNull(),
    qrCode: text('qr_code').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('organisation_media_org_idx').on(t.orgId)],
);

/** An organisation's DA settings (002 section 3); a missing row reads as the defaults. */
export const organisationDaSettings = pgTable('organisation_da_settings', {
  orgId: parentKeyColumn('org_id', () => organisations.id),
  accountType: text('account_type').notNull().default(''),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  minCommissionValue: numeric('min_commission_value', { mode: 'number' }).notNull().default(0),
  commissionPercentage: numeric('commission_percentage', { mode: 'number' }).notNull().default(15),
  feePaid: numeric('fee_paid', { mode: 'number' }).notNull().default(0),
  paymentDate: date('payment_date', { mode: 'string' }),
  sdkHosting: text('sdk_hosting').notNull().default(''),
  sdkEndpoint: text('sdk_endpoint').notNull().default(''),
  planType: choiceColumn('plan_type', ['DA_PT_BASIC', 'DA_PT_STARTER', 'DA_PT_PREMIER', 'DA_PT_PIONEER']),
  memberType: text('member_type').notNull().default(''),
  ...changed(),
});

/**
 * Single-use links to set a password (reset and welcome e-mails): only the token's SHA-256 is kept; a
 * link works until it expires or is used.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: idColumn(),
    userId: parentColumn('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique('password_links_token_hash_unique'),
    purpose: text('purpose', { enum: ['reset', 'welcome'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);

/**
 * Mail kept when no SMTP server is configured (the embedded default), so a newcomer sees what would have
 * been sent; with SMTP_URL set, mail goes out through it and only failures are kept here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Why it was not sent: no SMTP server configured, or the SMTP server's error. */
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(sql`${t.createdAt} desc`)],
);
