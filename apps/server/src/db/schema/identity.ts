import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, parentColumn, updatedAt } from './columns';
import { ownerColumn } from './owners';

export const organisations = pgTable(
  'organisations',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    email: text('email').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The owner's main organisation (org type main in the spec). */
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisations_client_id_unique').on(t.clientId),
    uniqueIndex('organisations_one_main')
      .on(t.ownerId)
      .where(sql`${t.isMain}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    orgId: parentColumn('org_id', () => organisations.id),
    userName: text('user_name').notNull(),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** The spec's super user (user id 2). */
    superUser: boolean('super_user').notNull().default(false),
    rootUser: boolean('root_user').notNull().default(false),
    accessFlags: text('access_flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['Active', 'Deleted'] })
      .notNull()
      .default('Active'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_org_user_name_unique').on(t.orgId, sql`lower(${t.userName})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    keyHash: text('key_hash').notNull(),
    userId: parentColumn('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_key_hash_unique').on(t.keyHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins in a row per client id, user name and client address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    clientId: text('client_id').notNull(),
    userName: text('user_name').notNull(),
    /** The client address the failures came from: a lock holds only there (decision 0102). */
    ip: text('ip').notNull().default(''),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userName, t.ip] })],
);
