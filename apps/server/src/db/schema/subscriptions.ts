import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { changed, created, idColumn } from './columns';
import { organisations } from './identity';
import { ownerColumn } from './owners';

/** Subscription plans (001 section 3); the platform owner's rows. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    planName: text('plan_name').notNull(),
    noOfUsers: integer('no_of_users').notNull(),
    fileSize: integer('file_size').notNull(),
    price: text('price').notNull(),
    description: text('description').notNull(),
    details: text('details').notNull(),
    ...created(),
    ...changed(),
  },
  (t) => [uniqueIndex('subscription_plans_owner_name_unique').on(t.ownerId, sql`lower(${t.planName})`)],
);

/**
 * User subscriptions (001 section 3): an activation key issued to an owner (`owner_id`), with what it
 * carries; `used_at` and `org_id` once it created its organisation (single use). `key_id` is the key's
 * `jti`. The key itself is kept to show it to platform staff (001 section 2.3).
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    keyId: uuid('key_id').notNull(),
    orgId: integer('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    orgName: text('org_name').notNull(),
    email: text('email').notNull(),
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    planDuration: text('plan_duration').notNull(),
    planType: text('plan_type', { enum: ['Named Users', 'Conversation'] }).notNull(),
    noOfUsers: integer('no_of_users').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    noOfConversation: integer('no_of_conversation').notNull().default(0),
    tokenType: text('token_type').notNull().default('ACTIVATION'),
    activationKey: text('activation_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by'),
    ...created(),
    ...changed(),
  },
  (t) => [
    uniqueIndex('user_subscriptions_key_id_unique').on(t.keyId),
    index('user_subscriptions_created_idx').on(t.createdAt),
    index('user_subscriptions_plan_idx').on(t.planId),
  ],
);
