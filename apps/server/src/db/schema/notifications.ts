import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { changed, created } from './columns';
import { microservices } from './microservices';
import { ownerColumn } from './owners';

/** Notices shown to users (001 section 2.2); the platform owner's rows. `message` is cleaned rich text. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerColumn(),
    type: text('type', { enum: ['notify', 'version'] })
      .notNull()
      .default('notify'),
    message: text('message').notNull(),
    version: text('version').notNull(),
    ...created(),
    ...changed(),
  },
  (t) => [index('notifications_owner_created_idx').on(t.ownerId, t.createdAt)],
);

/** LLM outages (001 section 2.2); the platform owner's rows. `outage` is cleaned rich text. */
export const outages = pgTable(
  'outages',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerColumn(),
    status: text('status', { enum: ['Active', 'Closed'] })
      .notNull()
      .default('Active'),
    outage: text('outage').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    ...created(),
    ...changed(),
  },
  (t) => [index('outages_owner_status_idx').on(t.ownerId, t.status)],
);

/** The microservices an outage affects (beyond the spec: the microservices page badges them). */
export const outageMicroservices = pgTable(
  'outage_microservices',
  {
    outageId: integer('outage_id')
      .notNull()
      .references(() => outages.id, { onDelete: 'cascade' }),
    microserviceId: integer('microservice_id')
      .notNull()
      .references(() => microservices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.outageId, t.microserviceId] }),
    index('outage_microservices_microservice_idx').on(t.microserviceId),
  ],
);

/** Every version of the chat prompt (001 section 2.4); the latest is in use. The platform owner's rows. */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerColumn(),
    promptText: text('prompt_text').notNull(),
    ...created(),
  },
  (t) => [index('prompt_versions_owner_created_idx').on(t.ownerId, t.createdAt)],
);
