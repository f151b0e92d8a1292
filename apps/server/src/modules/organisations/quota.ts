import { ORG_MESSAGES as M } from '@console/contract';
import { AppError } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { ownerNotFound } from '../owners/owner-scope';
import { activeUserCount, activeUsersIn, ownerFacts } from './organisations.repository';

const reached = (quota: number) => M.QUOTA_REACHED.replace('{quota}', String(quota));

/** The owner's user quota and its use: active users of active organisations (002 section 3, user quota). */
export async function quotaOf(ctx: CallContext, ownerId: number) {
  const facts = await ownerFacts(ctx.db, ownerId);
  if (!facts) throw ownerNotFound();
  const used = await activeUserCount(ctx.db, ownerId);
  return { facts, used };
}

/**
 * Refuses (409 QUOTA_REACHED, a message starting 'Reached', 002 section 8) when `adding` more active users,
 * or the active users of organisations brought back, would pass the owner's quota. Answers the owner's facts.
 */
export async function requireRoom(ctx: CallContext, ownerId: number, adding: number | { orgIds: number[] }) {
  const { facts, used } = await quotaOf(ctx, ownerId);
  const more = typeof adding === 'number' ? adding : await activeUsersIn(ctx.db, adding.orgIds);
  if (facts.quota !== null && used + more > facts.quota)
    throw new AppError('QUOTA_REACHED', reached(facts.quota));
  return facts;
}

export async function userLimit(ctx: CallContext, ownerId: number) {
  const { facts, used } = await quotaOf(ctx, ownerId);
  const quota = facts.quota ?? 0;
  const full = facts.quota !== null && used >= facts.quota;
  return {
    quota,
    used,
    reached: full,
    message: full ? reached(quota) : `${used} of ${quota} users`,
  };
}
