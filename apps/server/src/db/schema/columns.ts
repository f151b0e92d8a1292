import { integer, timestamp } from 'drizzle-orm/pg-core';

// The bookkeeping columns most tables repeat. The owner's column is `ownerColumn` in owners.ts.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Who created the row and when. */
export const created = () => ({ createdBy: integer('created_by'), createdAt: createdAt() });
/** Who changed the row last and when. */
export const changed = () => ({ updatedBy: integer('updated_by'), updatedAt: updatedAt() });
