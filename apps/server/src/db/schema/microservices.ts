import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from './owners';

export const microservices = pgTable(
  'microservices',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    urlCode: text('url_code').notNull(),
    description: text('description').notNull().default(''),
    /** Offered in the platform's public catalogue (assign, duplicate, Add Owner). */
    inCatalogue: boolean('in_catalogue').notNull().default(false),
    microType: text('micro_type', { enum: ['OWN', 'ASSIGN', 'DUP'] }).notNull().default('OWN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('microservices_owner_name_unique').on(t.ownerId, t.name),
    uniqueIndex('microservices_owner_code_unique').on(t.ownerId, t.code),
  ],
);

/** A catalogue microservice shared with an owner (the spec's ASSIGN kind). */
export const microserviceAssignments = pgTable(
  'microservice_assignments',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    microserviceId: integer('microservice_id')
      .notNull()
      .references(() => microservices.id, { onDelete: 'cascade' }),
    accessType: text('access_type').notNull().default('PUBLIC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.microserviceId] })],
);
