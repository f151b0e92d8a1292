import { hasPermission, isPlatformStaff, type OwnerType } from '@console/contract';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { owners } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/app-error';
import { requireUser, type AuthUser, type CallContext } from '../../http/context';

// The one place that decides which owner a call acts on. PM staff act on the owner they picked;
// everyone else only on their own: naming another tenant's owner answers 404, as if it did not exist.

/** Who acts on which owner, and which owner is the platform (whose rows others inherit). */
export interface Acting {
  user: AuthUser;
  ownerId: number;
  platformId: number;
}

export const ownerNotFound = () => notFound('Owner not found');
const noPlatform = () => notFound('The platform has no administrator owner yet');

/**
 * The owner a hot read acts on, decided without a query: the caller's own, or the one PM staff name,
 * whose existence the read's own query must then confirm (throw ownerNotFound when it finds none).
 */
export function ownerToConfirm(ctx: CallContext, requested: number | undefined): number {
  const user = requireUser(ctx);
  if (requested === undefined || requested === user.owner) return user.owner;
  if (!isPlatformStaff(user)) throw ownerNotFound();
  return requested;
}

/** The owner a call acts on. */
export async function resolveOwnerId(ctx: CallContext, requested: number | undefined): Promise<number> {
  const ownerId = ownerToConfirm(ctx, requested);
  if (ownerId === requireUser(ctx).owner) return ownerId;
  const [row] = await ctx.db.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).limit(1);
  if (!row) throw ownerNotFound();
  return row.id;
}

export async function platformOwnerId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(eq(owners.platformOwner, true))
    .limit(1);
  if (!row) throw noPlatform();
  return row.id;
}

/** The owner a call acts on and the platform owner, in at most one query. */
export async function acting(ctx: CallContext, requested: number | undefined): Promise<Acting> {
  const user = requireUser(ctx);
  if (requested === undefined || requested === user.owner) {
    const platformId = user.platformOwner ? user.owner : await platformOwnerId(ctx.db);
    return { user, ownerId: user.owner, platformId };
  }
  if (!isPlatformStaff(user)) throw ownerNotFound();
  const rows = await ctx.db
    .select({ id: owners.id, platformOwner: owners.platformOwner })
    .from(owners)
    .where(or(eq(owners.id, requested), eq(owners.platformOwner, true)));
  const platform = rows.find((r) => r.platformOwner);
  if (!rows.some((r) => r.id === requested)) throw ownerNotFound();
  if (!platform) throw noPlatform();
  return { user, ownerId: requested, platformId: platform.id };
}

/**
 * As `acting`, for a list: when platform staff of the platform owner name another owner, its existence
 * is confirmed only if the list comes back empty (a missing owner has no rows), saving a query on the
 * common path. Call `confirm` on an empty answer.
 */
export async function actingForList(ctx: CallContext, requested: number | undefined) {
  const user = requireUser(ctx);
  const lazy =
    requested !== undefined && requested !== user.owner && isPlatformStaff(user) && user.platformOwner;
  if (!lazy) return { a: await acting(ctx, requested), confirm: async () => {} };
  const a: Acting = { user, ownerId: requested, platformId: user.owner };
  const confirm = async () => {
    const [row] = await ctx.db.select({ id: owners.id }).from(owners).where(eq(owners.id, requested));
    if (!row) throw ownerNotFound();
  };
  return { a, confirm };
}

/** 002 section 6: only the super administrator may apply a change to every owner. */
export function requireSuperAdmin(user: AuthUser): void {
  if (!hasPermission(user, 'superAdmin'))
    throw forbidden('Only the super administrator may apply a change to all owners');
}

/** Where a row of owner `rowOwner` stands for the acting owner: its own, the platform's it inherits, or not visible. */
export function sourceOf(a: Acting, rowOwner: number): 'owner' | 'platform' | null {
  if (rowOwner === a.ownerId) return 'owner';
  if (rowOwner === a.platformId) return 'platform';
  return null;
}

/**
 * The type of the owner a call acts on (the owner named by `requested`, else the caller's own), for
 * permissions that depend on it. Decided like resolveOwnerId: another tenant's owner answers 404.
 */
export async function actingOwnerType(
  db: Db,
  user: AuthUser,
  requested: number | undefined,
): Promise<OwnerType> {
  if (requested === undefined || requested === user.owner) return user.ownerType;
  if (!isPlatformStaff(user)) throw notFound('Owner not found');
  const [row] = await db.select({ type: owners.type }).from(owners).where(eq(owners.id, requested)).limit(1);
  if (!row) throw notFound('Owner not found');
  return row.type;
}
