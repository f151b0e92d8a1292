import { z } from 'zod';
import { eachOnce, searchText } from './fields';

/** PostgreSQL's integer range: a larger id would fail in SQL with a 500. */
const MAX_ID = 2_147_483_647;
/** The most rows one page of any list may hold. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A row id: positive and within PostgreSQL's integer range. */
export const idSchema = z.number().int().positive().max(MAX_ID);
/** Id 0 (or none) creates, an id above 0 updates. */
export const saveIdSchema = z.number().int().min(0).max(MAX_ID).default(0);
/** Selected row ids, each once. */
export const idsSchema = z.array(idSchema).min(1, 'Select at least one row').max(1000).transform(eachOnce);
/** Ids picked in a form: each once, none when not sent. */
export const pickedIds = (max: number) => z.array(idSchema).max(max).default([]).transform(eachOnce);

/** PM staff name the owner they act on; everyone else may only name their own (or omit it). */
export const ownerScope = z.object({ ownerId: idSchema.optional() });

export const idInput = ownerScope.extend({ id: idSchema });
export const idsInput = ownerScope.extend({ ids: idsSchema });
export const saveOutput = z.object({ message: z.string(), id: z.number().int() });
export const deleteOutput = z.object({ message: z.string(), deleted: z.number().int() });

/**
 * The input of a server-paged list: page (0-based), page size (1 to 100), search text and a sort on one
 * of `sortFields`. Area filters are added with `.extend`; a list with a default sort overrides sortField.
 */
export const listQuery = <F extends readonly [string, ...string[]]>(sortFields: F) =>
  ownerScope.extend({
    page: z.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    search: searchText(),
    sortField: z.enum(sortFields).optional(),
    sortDirection: z.enum(SORT_DIRECTIONS).default('asc'),
  });

/**
 * One page of a list: its rows and how many rows the whole (filtered) list has. A list that stops counting
 * (`COUNT_PAGES`, decision 0260) says `totalBounded` when it stopped: then there are more than `total` rows.
 */
export const pageOutput = <R extends z.ZodType>(row: R) =>
  z.object({ rows: z.array(row), total: z.number().int(), totalBounded: z.boolean().optional() });

/**
 * How many pages past the page shown a long list counts its matches (decision 0260): a broad search of a
 * large list answers 'more than' offset + COUNT_PAGES x page size (500 for pages of 50) rather than
 * reading every match to count them.
 */
export const COUNT_PAGES = 10;

/**
 * Keyset paging of a long list (the audit log): `after` is the `next` of the page before, and the page
 * after that row is read without counting or skipping the rows before it. CSV export follows `next`.
 */
export const afterCursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Unknown cursor')
  .optional();

/** A page of a list with keyset paging: its rows, the total (0 when read `after` a cursor) and the next cursor. */
export const cursorPageOutput = <R extends z.ZodType>(row: R) =>
  pageOutput(row).extend({ next: z.string().nullable() });
