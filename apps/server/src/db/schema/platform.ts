import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, idColumn, updatedAt } from './columns';
import { owners } from './owners';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    ownerId: integer('owner_id'),
    orgId: integer('org_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  // Newest first for one owner, for every owner (platform staff) and for one user (the user filter).
  (t) => [
    index('audit_owner_at_idx').on(t.ownerId, t.at),
    index('audit_at_idx').on(t.at),
    index('audit_actor_at_idx').on(t.actorUserId, t.at),
  ],
);

export const files = pgTable(
  'files',
  {
    id: idColumn(),
    key: text('key').notNull(),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    // bigint: a model archive may be 2 GiB and more (registrations).
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull().default(''),
    ...created(),
  },
  (t) => [uniqueIndex('files_key_unique').on(t.key)],
);

/** Small facts about the database itself (the version of the reference data loaded into it). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
