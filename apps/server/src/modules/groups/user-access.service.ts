import {
  GROUP_MESSAGES as G,
  mayOrg,
  ORG_MESSAGES,
  type CallParsedInput,
  type UserAccess,
} from '@console/contract';
import { forbidden, notFound } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { orgActing, orgReader, requireOrgFlag, type OrgActing } from '../organisations/org-access';
import { findUser } from '../organisations/users.repository';
import { functionAccess } from './function-access';
import {
  groupsOfOrg,
  orgFunctionBriefs,
  orgGroupBriefs,
  setUserFunctions,
  setUserGroups,
  userDirectFunctions,
  userGroupBriefs,
  userGroupFunctions,
} from './org-groups.repository';
import { requireMain, requireOrgFunctions } from './org-scope';

// A user's groups and functions (002 sections 2.11, 2.13; User info: direct_function, group_function,
// groups), and the access answer. Users read their own; others need ORG_GETUSERLIST, and changes
// ORG_UPDATEUSERINFO (a user's direct functions, main organisations only).

async function reachableUser(ctx: CallContext, a: OrgActing, id: number) {
  const user = await findUser(ctx.db, a.ownerId, id);
  if (!user || (a.onlyOrgId !== null && user.orgId !== a.onlyOrgId))
    throw notFound(ORG_MESSAGES.USER_NOT_FOUND);
  return user;
}

export async function userAccess(
  ctx: CallContext,
  input: { id: number; ownerId?: number },
): Promise<UserAccess> {
  const a = await orgActing(ctx, input.ownerId);
  const user = await reachableUser(ctx, a, input.id);
  if (user.id !== a.user.id && !mayOrg(a.user, 'usersTab'))
    throw forbidden('Your access does not include this action');
  return {
    userId: user.id,
    orgId: user.orgId,
    groups: await userGroupBriefs(ctx.db, user.id),
    directFunctions: await userDirectFunctions(ctx.db, user.id),
    groupFunctions: (await userGroupFunctions(ctx.db, user.id)).map((f) => ({ ...f, groups: [...f.groups] })),
    groupChoices: await orgGroupBriefs(ctx.db, user.orgId),
    functionChoices: await orgFunctionBriefs(ctx.db, user.orgId),
  };
}

/** The User Groups tag panel: the user's groups become exactly these (groups of their organisation). */
export async function setGroups(ctx: CallContext, input: CallParsedInput<'users.setGroups'>) {
  const a = await orgActing(ctx, input.ownerId, 'editUsers');
  const user = await reachableUser(ctx, a, input.id);
  // A group of another organisation is not there for this user: 404, as for another owner's.
  const found = await groupsOfOrg(ctx.db, user.orgId, input.groupIds);
  if (found.length !== input.groupIds.length) throw notFound(G.NOT_FOUND);
  return replaceTags(ctx, a, user.id, 'groupIds', input.groupIds, {
    current: () => userGroupBriefs(ctx.db, user.id),
    replace: () => setUserGroups(ctx.db, user.id, input.groupIds, a.user.id),
  });
}

/** The Manage Functions tag panel: the user's direct functions become exactly these (their organisation's). */
export async function setFunctions(ctx: CallContext, input: CallParsedInput<'users.setFunctions'>) {
  const a = await orgActing(ctx, input.ownerId, 'editUsers');
  requireMain(a);
  const user = await reachableUser(ctx, a, input.id);
  await requireOrgFunctions(ctx.db, user.orgId, input.functionIds);
  return replaceTags(ctx, a, user.id, 'functionIds', input.functionIds, {
    current: () => userDirectFunctions(ctx.db, user.id),
    replace: () => setUserFunctions(ctx.db, user.id, user.orgId, input.functionIds, a.user.id),
  });
}

/** A tag panel's save: the user's tags (`key`) become `ids`, with one audit record of before and after. */
async function replaceTags(
  ctx: CallContext,
  a: OrgActing,
  userId: number,
  key: 'groupIds' | 'functionIds',
  ids: number[],
  tags: { current: () => Promise<Array<{ id: number }>>; replace: () => Promise<void> },
) {
  const before = (await tags.current()).map((t) => t.id);
  await tags.replace();
  await ctx.audit({
    targetType: 'user',
    targetId: userId,
    ownerId: a.ownerId,
    before: { [key]: before },
    after: { [key]: ids },
  });
  return { message: G.TAG_SAVED };
}

/**
 * May this user call this function: a user the caller may reach (their own answer, or ORG_GETUSERLIST).
 * A hot path (a gateway asks it on every call): the caller's reach is decided without a query and the
 * answer's one statement also finds the user (another owner's or organisation's user: 404).
 */
export async function checkAccess(ctx: CallContext, input: CallParsedInput<'functionAccess.check'>) {
  const a = orgReader(ctx, input.ownerId);
  if (input.userId !== a.user.id) requireOrgFlag(a, 'usersTab');
  const answer = await functionAccess(ctx.db, input.userId, input.functionId, {
    ownerId: a.ownerId,
    orgId: a.onlyOrgId,
  });
  if (!answer) throw notFound(ORG_MESSAGES.USER_NOT_FOUND);
  return answer;
}
