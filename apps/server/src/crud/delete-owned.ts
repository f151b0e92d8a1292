import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../http/app-error';
import type { CallContext } from '../http/context';

/** A table whose rows belong to one owner each: the table and its id and owner_id columns. */
export interface OwnedTable {
  table: PgTable;
  id: PgColumn;
  ownerId: PgColumn;
}

/**
 * Deletes rows `ids` of owner `ownerId`, all or none: a row the owner does not own (another tenant's, the
 * platform's it inherits, or none at all) answers 404 and nothing is deleted. Writes the call's one audit
 * record with the rows as they were; answers how many went. Rows under them go by their foreign keys.
 */
export async function deleteOwnedRows(
  ctx: CallContext,
  t: OwnedTable,
  input: { ownerId: number; ids: number[]; targetType: string; notFound: string; message: string },
) {
  const scope = and(eq(t.ownerId, input.ownerId), inArray(t.id, input.ids));
  const rows = await ctx.db.select().from(t.table).where(scope);
  if (rows.length !== input.ids.length) throw notFound(input.notFound);
  await ctx.db.delete(t.table).where(scope);
  return { message: input.message, deleted: await auditDeleted(ctx, input.targetType, input.ownerId, rows) };
}

/** The one audit record of a delete: the ids as target, the rows as they were; answers how many. */
export async function auditDeleted(
  ctx: CallContext,
  targetType: string,
  ownerId: number,
  rows: Array<Record<string, unknown>>,
): Promise<number> {
  await ctx.audit({ targetType, targetId: rows.map((r) => r.id).join(','), ownerId, before: rows });
  return rows.length;
}

/** The one parent all `rows` share (a delete takes rows of one list or value at a time), else a 400 on `ids`. */
export function oneParent<R>(rows: R[], parentOf: (row: R) => number, what: string): number {
  if (new Set(rows.map(parentOf)).size > 1)
    throw new AppError('INVALID_INPUT', `Delete ${what} at a time`, {
      ids: [`${what[0]!.toUpperCase()}${what.slice(1)} only`],
    });
  return parentOf(rows[0]!);
}
