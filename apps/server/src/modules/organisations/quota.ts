import { ORG_MESSAGES as M } from '@console/contract';
import { AppError } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { ownerNotFound } from '../owners/owner-scope';
import { organisationSubscription } from '../subscriptions/subscriptions.repository';
import {
  activeUserCount,
  activeUsersIn,
  lockOrganisation,
  lockOwner,
  ownerFacts,
} from './organisations.repository';

const reached = (quota: number) => M.QUOTA_REACHED.replace('{quota}', String(quota));
const orgReached = (quota: number) => M.ORG_PLAN_REACHED.replace('{quota}', String(quota));

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
 * Call it before any organisation is locked (owner, then organisation: one order, no deadlock).
 */
export async function requireRoom(ctx: CallContext, ownerId: number, adding: number | { orgIds: number[] }) {
  // The owner's row is locked first, so two calls adding users of one owner at once are counted one after
  // the other (in the call's transaction); an organisation's row is locked after it (requireOrgRoom).
  await lockOwner(ctx.db, ownerId);
  const { facts, used } = await quotaOf(ctx, ownerId);
  const more = typeof adding === 'number' ? adding : await activeUsersIn(ctx.db, adding.orgIds);
  if (facts.quota !== null && used + more > facts.quota)
    throw new AppError('QUOTA_REACHED', reached(facts.quota));
  return facts;
}

/** An organisation's subscription (from its activation key) and its active users, or null without one. */
async function orgPlanUse(ctx: CallContext, orgId: number) {
  const plan = await organisationSubscription(ctx.db, orgId);
  return plan && { quota: plan.noOfUsers, used: await activeUsersIn(ctx.db, [orgId]) };
}

/**
 * Refuses (409 QUOTA_REACHED) when `adding` active users to organisation `orgId` would pass the number of
 * users of the subscription it was created with. The organisation's row is locked first, so two calls
 * adding users to it at once are counted one after the other (in the call's transaction).
 */
export async function requireOrgRoom(ctx: CallContext, orgId: number, adding: number) {
  const plan = adding > 0 ? await organisationSubscription(ctx.db, orgId) : null;
  if (!plan) return;
  await lockOrganisation(ctx.db, orgId);
  const used = await activeUsersIn(ctx.db, [orgId]);
  if (used + adding > plan.noOfUsers) throw new AppError('QUOTA_REACHED', orgReached(plan.noOfUsers));
}

/** The user-limit check: the owner's quota, or the organisation's subscription where that leaves less room. */
export async function userLimit(ctx: CallContext, ownerId: number, orgId?: number) {
  const { facts, used } = await quotaOf(ctx, ownerId);
  const org = orgId ? await orgPlanUse(ctx, orgId) : null;
  const ownerRoom = facts.quota === null ? Infinity : facts.quota - used;
  if (org && org.quota - org.used < ownerRoom) {
    const full = org.used >= org.quota;
    return {
      quota: org.quota,
      used: org.used,
      reached: full,
      message: full ? orgReached(org.quota) : `${org.used} of ${org.quota} users`,
      scope: 'organisation' as const,
    };
  }
  const quota = facts.quota ?? 0;
  const full = facts.quota !== null && used >= facts.quota;
  return {
    quota,
    used,
    reached: full,
    message: full ? reached(quota) : `${used} of ${quota} users`,
    scope: 'owner' as const,
  };
}
