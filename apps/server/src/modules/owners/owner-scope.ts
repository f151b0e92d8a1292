import { isPlatformStaff, type OwnerType } from '@console/contract';
import { eq } from 'drizzle-orm';
import { owners } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import type { Db } from '../../db/client';
import { requireUser, type AuthUser, type CallContext } from '../../http/context';

/**
 * The owner a call acts on. PM staff act on the owner they picked; everyone else only on their own:
 * naming another tenant's owner answers 404, exactly as if it did not exist.
 */
export async function resolveOwnerId(ctx: CallContext, requested: number | undefined): Promise<number> {
  const user = requireUser(ctx);
  if (requested === undefined || requested === user.owner) return user.owner;
  if (!isPlatformStaff(user)) throw notFound('Owner not found');
  const [row] = await ctx.db.select({ id: owners.id }).from(owners).where(eq(owners.id, requested)).limit(1);
  if (!row) throw notFound('Owner not found');
  return row.id;
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
