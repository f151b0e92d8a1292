import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { CallContext } from '../http/context';
import { acting, type Acting } from '../modules/owners/owner-scope';
import { deleteOwnedRows } from './delete-owned';
import { withDefaultSort, type ListPaging } from './paging';

/** Whose rows an area's calls read and write: the acting owner's, or the platform owner's (platform-wide areas). */
export type RowsOf = 'owner' | 'platform';

const ownerOf = (a: Acting, of: RowsOf) => (of === 'platform' ? a.platformId : a.ownerId);

/** A table whose rows belong to one owner each, with `id` and `ownerId` columns. */
type IdOwnerTable = PgTable & { id: PgColumn; ownerId: PgColumn };

type PagedInput = Pick<ListPaging, 'sortField' | 'sortDirection'> & { ownerId?: number };

/** One page of `of`'s rows, sorted by `field` descending unless the input chose a sort. */
async function pageOfRows<Q extends PagedInput, R>(
  of: RowsOf,
  ctx: CallContext,
  input: Q,
  field: NonNullable<Q['sortField']>,
  list: (db: Db, ownerId: number, q: Q) => Promise<R>,
): Promise<R> {
  const a = await acting(ctx, input.ownerId);
  return list(ctx.db, ownerOf(a, of), withDefaultSort(input, field, 'desc'));
}

/**
 * One page of the platform owner's rows (whichever owner the call names, once checked), sorted by
 * `field` descending unless the input chose a sort.
 */
export const platformPage = <Q extends PagedInput, R>(
  ctx: CallContext,
  input: Q,
  field: NonNullable<Q['sortField']>,
  list: (db: Db, ownerId: number, q: Q) => Promise<R>,
): Promise<R> => pageOfRows('platform', ctx, input, field, list);

/**
 * The list call of an area's records: a page of `of`'s rows, sorted by `field` descending unless the
 * input chose a sort, each row answered as `answer` shapes it.
 */
export function listCall<Q extends PagedInput, R, O>(
  of: RowsOf,
  field: NonNullable<Q['sortField']>,
  list: (db: Db, ownerId: number, q: Q) => Promise<{ rows: R[]; total: number }>,
  answer: (row: R) => O,
) {
  return async (ctx: CallContext, input: Q): Promise<{ rows: O[]; total: number }> => {
    const { rows, total } = await pageOfRows(of, ctx, input, field, list);
    return { rows: rows.map(answer), total };
  };
}

/**
 * The info call of an area's record: row `id` of `of`'s rows as `find` reads it (another owner's row is
 * not found: `notFound`, a 404), answered as `answer` shapes it.
 */
export function infoCall<R, O>(
  of: RowsOf,
  find: (db: Db, ownerId: number, id: number) => Promise<R | null>,
  notFound: () => Error,
  answer: (row: R, ctx: CallContext) => O | Promise<O>,
) {
  return async (ctx: CallContext, input: { id: number; ownerId?: number }): Promise<O> => {
    const a = await acting(ctx, input.ownerId);
    const row = await find(ctx.db, ownerOf(a, of), input.id);
    if (!row) throw notFound();
    return answer(row, ctx);
  };
}

/**
 * The row a save edits: none for a new one (id 0), else row `id` of `ownerId`'s rows as `find` reads it
 * (another owner's row is not found: `notFound`, a 404).
 */
export async function editedRow<R>(
  db: Db,
  ownerId: number,
  id: number,
  find: (db: Db, ownerId: number, id: number) => Promise<R | null>,
  notFound: () => Error,
): Promise<R | null> {
  if (!id) return null;
  const row = await find(db, ownerId, id);
  if (!row) throw notFound();
  return row;
}

/** The delete call of an area's table: the named rows of `of`'s owner, all or none (see deleteOwnedRows). */
export function deleteCall(
  table: IdOwnerTable,
  of: RowsOf,
  what: { targetType: string; notFound: string; message: string },
) {
  return async (ctx: CallContext, input: { ids: number[]; ownerId?: number }) => {
    const a = await acting(ctx, input.ownerId);
    const owned = { table, id: table.id, ownerId: table.ownerId };
    return deleteOwnedRows(ctx, owned, { ...what, ownerId: ownerOf(a, of), ids: input.ids });
  };
}

/**
 * The delete call of an area whose repository reads and removes its rows: rows `ids` of `of`'s owner as
 * `find` reads them, all or none (one not found: `notFound`, a 404), removed by `remove` (rows under them
 * go by their foreign keys). Its one audit record names the ids as given and keeps the rows as they were,
 * shaped by `before` when given.
 */
export function deleteFoundCall<R>(
  of: RowsOf,
  find: (db: Db, ownerId: number, ids: number[]) => Promise<R[]>,
  remove: (db: Db, ids: number[]) => Promise<void>,
  what: { targetType: string; notFound: () => Error; message: string; before?: (row: R) => unknown },
) {
  return async (ctx: CallContext, input: { ids: number[]; ownerId?: number }) => {
    const ownerId = ownerOf(await acting(ctx, input.ownerId), of);
    const rows = await find(ctx.db, ownerId, input.ids);
    if (rows.length !== input.ids.length) throw what.notFound();
    await remove(ctx.db, input.ids);
    const before = what.before ? rows.map(what.before) : rows;
    await ctx.audit({ targetType: what.targetType, targetId: input.ids.join(','), ownerId, before });
    return { message: what.message, deleted: rows.length };
  };
}
