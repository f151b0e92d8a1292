import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

// Lists show who created each row by name: the table's `createdBy` joined to the users (selectWithCreator).

/** Who created the row, by name; empty when the user is not known. */
export const creatorName = sql<string>`coalesce(${users.userName}, '')`;
/** The sort of a list by who created its rows. */
export const creatorSort = sql`lower(${users.userName})`;

/** A select of `columns` from `table`, each row joined to the user who created it (creatorName, creatorSort). */
export const selectWithCreator = <C extends SelectedFields>(
  db: Db,
  table: PgTable & { createdBy: PgColumn },
  columns: C,
) => db.select(columns).from(table).leftJoin(users, eq(users.id, table.createdBy));
