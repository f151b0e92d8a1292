import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The bookkeeping columns most tables repeat. The owner's column is `ownerColumn` in owners.ts.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Who created the row and when. */
export const created = () => ({ createdBy: integer('created_by'), createdAt: createdAt() });
/** Who changed the row last and when. */
export const changed = () => ({ updatedBy: integer('updated_by'), updatedAt: updatedAt() });

/** The serial primary key of a table's own rows. */
export const idColumn = () => serial('id').primaryKey();

/** A row's parent (`parent`: its id column); the row goes when the parent is deleted. */
export const parentColumn = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
