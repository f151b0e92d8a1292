import { hasPermission, isPlatformStaff, type Translation } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { requireUser, type AuthUser, type CallContext } from '../../http/context';

/** Who acts on which owner's localisation data, and which owner is the platform (whose rows others inherit). */
export interface Acting {
  user: AuthUser;
  ownerId: number;
  platformId: number;
}

export async function platformOwnerId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from owners where platform_owner limit 1`);
  if (!row) throw notFound('The platform has no administrator owner yet');
  return Number(row.id);
}

/**
 * The owner a localisation call acts on (as owners/owner-scope decides: PM staff the owner they picked,
 * everyone else their own, another tenant 404) and the platform owner, in at most one query.
 */
export async function acting(ctx: CallContext, requested: number | undefined): Promise<Acting> {
  const user = requireUser(ctx);
  if (requested === undefined || requested === user.owner) {
    const platformId = user.platformOwner ? user.owner : await platformOwnerId(ctx.db);
    return { user, ownerId: user.owner, platformId };
  }
  if (!isPlatformStaff(user)) throw notFound('Owner not found');
  const rows = await queryRows<{ id: number; platform_owner: boolean }>(
    ctx.db,
    sql`select id, platform_owner from owners where id = ${requested} or platform_owner`,
  );
  const owner = rows.find((r) => Number(r.id) === requested);
  const platform = rows.find((r) => r.platform_owner);
  if (!owner) throw notFound('Owner not found');
  if (!platform) throw notFound('The platform has no administrator owner yet');
  return { user, ownerId: requested, platformId: Number(platform.id) };
}

/**
 * As `acting`, but for a list: when platform staff of the platform owner name another owner, its
 * existence is confirmed only if the list comes back empty (a missing owner has no rows), saving a query
 * on the common path. Call `confirm` on an empty answer.
 */
export async function actingForList(ctx: CallContext, requested: number | undefined) {
  const user = requireUser(ctx);
  const lazy =
    requested !== undefined && requested !== user.owner && isPlatformStaff(user) && user.platformOwner;
  if (!lazy) return { a: await acting(ctx, requested), confirm: async () => {} };
  const a: Acting = { user, ownerId: requested, platformId: user.owner };
  const confirm = async () => {
    const [row] = await queryRows<{ id: number }>(ctx.db, sql`select id from owners where id = ${requested}`);
    if (!row) throw notFound('Owner not found');
  };
  return { a, confirm };
}

/** 002 section 6: only the super administrator may apply a change to every owner. */
export function requireSuperAdmin(user: AuthUser): void {
  if (!hasPermission(user, 'superAdmin'))
    throw forbidden('Only the super administrator may apply a change to all owners');
}

/** Where a row of owner `rowOwner` stands for the acting owner: its own, inherited from the platform, or not visible. */
export function sourceOf(a: Acting, rowOwner: number): 'owner' | 'platform' | null {
  if (rowOwner === a.ownerId) return 'owner';
  if (rowOwner === a.platformId) return 'platform';
  return null;
}

/** `in (...)` for a non-empty list of values. */
export const inList = (values: readonly (string | number)[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** A search term as an ILIKE pattern matching it anywhere, with its wildcards escaped. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Refuses translations in a language that is not in the catalogue (400 on the offending row). */
export async function checkTranslationLanguages(db: Db, translations: Translation[]): Promise<void> {
  if (!translations.length) return;
  const langs = [...new Set(translations.map((t) => t.lang))];
  const known = await queryRows<{ code: string }>(
    db,
    sql`select code from languages where code in ${inList(langs)}`,
  );
  const ok = new Set(known.map((k) => k.code));
  const fieldErrors: Record<string, string[]> = {};
  translations.forEach((t, i) => {
    if (!ok.has(t.lang)) fieldErrors[`translations.${i}.lang`] = ['Unknown language'];
  });
  if (Object.keys(fieldErrors).length)
    throw new AppError('INVALID_INPUT', 'Some fields are not valid', fieldErrors);
}

/** Every owner id but `except`, in id order. */
export async function otherOwnerIds(db: Db, except: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from owners where id <> ${except} order by id`,
  );
  return rows.map((r) => Number(r.id));
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A timestamp as ISO 8601 in UTC; text already in that form (formatted by the query) is kept as it is. */
export const isoDate = (value: Date | string): string =>
  typeof value === 'string' && ISO_UTC.test(value) ? value : new Date(value).toISOString();
