import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { changed, choiceColumn, created, createdAt, idColumn, parentColumn, updatedAt } from './columns';
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
    /** Deleted organisations are kept, with their users, and can be reactivated. */
    status: choiceColumn('status', ['Active', 'Deleted']),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    startDate: date('start_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    activationKey: text('activation_key').notNull().default(''),
    publicKey: text('public_key').notNull().default(''),
    ...created(),
    ...changed(),
  },
  (t) => [
    uniqueIndex('organisations_client_id_unique').on(t.clientId),
    // The list's filter and sort by name (organisations.list); its search: organisations_name_trgm
    // (migration 0016, where pg_trgm is installed).
    index('organisations_owner_list_idx').on(t.ownerId, t.status, sql`lower(${t.name})`, t.id),
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
    status: choiceColumn('status', ['Active', 'Deleted']),
    userType: choiceColumn('user_type', ['user', 'agent']),
    lastActivity: timestamp('last_activity', { withTimezone: true }),
    /** The user's own key for calling microservices: only its SHA-256 and a visible prefix are kept. */
    apiKeyHash: text('api_key_hash'),
    apiKeyPrefix: text('api_key_prefix'),
    apiKeyCreatedAt: timestamp('api_key_created_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...created(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_org_user_name_unique').on(t.orgId, sql`lower(${t.userName})`),
    index('users_owner_user_name_idx').on(t.ownerId, sql`lower(${t.userName})`),
    // users.list: filter, sort by name and tie-break, and the name for an index-only count of a search.
    index('users_org_list_idx').on(t.orgId, t.status, sql`lower(${t.userName})`, t.id, t.userName),
    uniqueIndex('users_api_key_hash_unique').on(t.apiKeyHash),
  ],
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
