import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { changed, choiceColumn, created, idColumn, linkKeys, parentColumn } from './columns';
import { microservices } from './microservices';
import { ownerColumn } from './owners';

/** Notices shown to users (001 section 2.2); the platform owner's rows. `message` is cleaned rich text. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    type: choiceColumn('type', ['notify', 'version']),
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
    id: idColumn(),
    ownerId: ownerColumn(),
    status: choiceColumn('status', ['Active', 'Closed']),
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
    outageId: parentColumn('outage_id', () => outages.id),
    microserviceId: parentColumn('microservice_id', () => microservices.id),
  },
  (t) => linkKeys(t.outageId, t.microserviceId, 'outage_microservices_microservice_idx'),
);

/** Every version of the chat prompt (001 section 2.4); the latest is in use. The platform owner's rows. */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    promptText: text('prompt_text').notNull(),
    ...created(),
  },
  (t) => [index('prompt_versions_owner_created_idx').on(t.ownerId, t.createdAt)],
);
