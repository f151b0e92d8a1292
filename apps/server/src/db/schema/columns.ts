import { index, integer, primaryKey, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The bookkeeping columns most tables repeat. The owner's column is `ownerColumn` in owners.ts.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Who created the row and when. */
export const created = () => ({ createdBy: integer('created_by'), createdAt: createdAt() });
/** Who changed the row last and when. */
export const changed = () => ({ updatedBy: integer('updated_by'), updatedAt: updatedAt() });

/** The serial primary key of a table's own rows. */
export const idColumn = () => serial('id').primaryKey();

/** A row's parent as its primary key: one row per parent (its settings, its plan), removed with it. */
export const parentKeyColumn = (name: string, parent: () => AnyPgColumn) =>
  integer(name).primaryKey().references(parent, { onDelete: 'cascade' });

/** A row's parent (`parent`: its id column); the row goes when the parent is deleted. */
export const parentColumn = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A text column holding one of `values`; a new row holds the first. */
export const choiceColumn = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  text(name, { enum: values }).notNull().default(values[0]);

/**
 * The keys of a link table (a row per pair of parents): the pair as primary key, and with `indexName` an
 * index on the second parent, which the primary key does not serve.
 */
export const linkKeys = (first: AnyPgColumn, second: AnyPgColumn, indexName?: string) => [
  primaryKey({ columns: [first, second] }),
  ...(indexName ? [index(indexName).on(second)] : []),
];
