import {
  ORG_MESSAGES as M,
  mayOrg,
  type CallOutput,
  type CallParsedInput,
  type UserInfo,
} from '@console/contract';
import { AppError, exists, forbidden, notFound } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { jsonAnswer } from '../../http/json-answer';
import { sendMails } from '../../mail/mailer';
import { hashPassword } from '../auth/passwords';
import { hashKey } from '../auth/session.repository';
import { keyExpired, keyExpiresAt, newApiKey } from './api-keys';
import {
  checkFound,
  orgActing,
  orgNotFound,
  orgReader,
  reactivate,
  softDelete,
  visibleOrg,
  type OrgActing,
  type StatusArea,
} from './org-access';
import { userGroupBriefs } from '../groups/org-groups.repository';
import { toUserInfo } from './organisations.mapper';
import { findOrganisations, ownerFacts } from './organisations.repository';
import { unusablePasswordHash } from './organisations.service';
import { passwordLinkMails } from './password-links';
import { requireOrgRoom, requireRoom, userLimit } from './quota';
import {
  consumePasswordLink,
  expireOpenLinks,
  findUser,
  findUserByKeyHash,
  findUserById,
  findUsers,
  insertUsers,
  listUsers,
  revokeUserSessions,
  setUsersStatus,
  updateUser,
  userNamesTaken,
  type UserRecord,
} from './users.repository';

const userNotFound = () => notFound(M.USER_NOT_FOUND);
const statusOf = (u: UserRecord) => ({ id: u.id, userName: u.userName, status: u.status });

export async function listOrgUsers(
  ctx: CallContext,
  input: CallParsedInput<'users.list'>,
): Promise<CallOutput<'users.list'>> {
  const a = orgReader(ctx, input.ownerId, 'usersTab');
  if (a.onlyOrgId !== null && input.orgId !== a.onlyOrgId) throw orgNotFound();
  const { rows, total, totalBounded, ...found } = await listUsers(ctx.db, a.ownerId, input.orgId, input);
  checkFound(found);
  return jsonAnswer<CallOutput<'users.list'>>({ rows, total, totalBounded });
}

/** The call's one audit record of user `targetId` (ids joined by commas for several): what changed. */
function auditUser(
  ctx: CallContext,
  ownerId: number,
  targetId: number | string,
  after: Record<string, unknown>,
  before?: Record<string, unknown>,
) {
  return ctx.audit({ targetType: 'user', targetId, ownerId, ...(before && { before }), after });
}

/** A user the caller may reach: of the acting owner, in an organisation they may see. */
async function reachableUser(ctx: CallContext, a: OrgActing, id: number): Promise<UserRecord> {
  const user = await findUser(ctx.db, a.ownerId, id);
  if (!user || (a.onlyOrgId !== null && user.orgId !== a.onlyOrgId)) throw userNotFound();
  return user;
}

async function reachableUsers(ctx: CallContext, a: OrgActing, ids: number[]) {
  const rows = await findUsers(ctx.db, a.ownerId, ids);
  if (rows.length !== ids.length || rows.some((u) => a.onlyOrgId !== null && u.orgId !== a.onlyOrgId))
    throw userNotFound();
  return rows;
}

const isSelf = (a: OrgActing, u: UserRecord) => u.id === a.user.id;
/** 002 section 6: a main-organisation user viewing their own record cannot regenerate their API key. */
const mayRegenerate = (a: OrgActing, u: UserRecord) =>
  isSelf(a, u) ? !a.user.orgIsMain : mayOrg(a.user, 'editUsers');

/** Users see their own record; other users need the users tab's flag. */
async function userFor(
  ctx: CallContext,
  input: { id: number; ownerId?: number },
  action: 'usersTab' | 'editUsers',
) {
  const a = await orgActing(ctx, input.ownerId);
  const user = await reachableUser(ctx, a, input.id);
  if (!isSelf(a, user) && !mayOrg(a.user, action))
    throw forbidden('Your access does not include this action');
  return { a, user };
}

export async function userInfo(ctx: CallContext, input: { id: number; ownerId?: number }): Promise<UserInfo> {
  const { a, user } = await userFor(ctx, input, 'usersTab');
  const facts = await ownerFacts(ctx.db, a.ownerId);
  const expiresAt = keyExpiresAt(user.apiKeyCreatedAt, facts?.apiKeyMaxDays ?? null);
  const creator = user.createdBy ? await findUser(ctx.db, a.ownerId, user.createdBy) : null;
  return toUserInfo(user, {
    createdBy: creator?.userName ?? null,
    expiresAt,
    expired: keyExpired(expiresAt),
    mayRegenerateKey: mayRegenerate(a, user),
    groups: (await userGroupBriefs(ctx.db, user.id)).map((g) => g.name),
  });
}

export async function orgUserLimit(ctx: CallContext, input: { ownerId?: number; orgId?: number }) {
  const a = await orgActing(ctx, input.ownerId);
  const org = input.orgId ? await visibleOrg(ctx, a, input.orgId) : null;
  return userLimit(ctx, a.ownerId, org?.id);
}

/**
 * Several users at once (chips or a spreadsheet): every e-mail new among the owner's users, within the
 * quota, each with their own API key (answered once). Without a password each gets a welcome e-mail
 * with a link to set one; on-premises a password is required (002 section 6).
 */
export async function createUsers(ctx: CallContext, input: CallParsedInput<'users.create'>) {
  const a = await orgActing(ctx, input.ownerId, 'editUsers');
  const org = await visibleOrg(ctx, a, input.orgId, 'Active');
  const taken = await userNamesTaken(ctx.db, a.ownerId, input.emails);
  if (taken.size) {
    const fieldErrors: Record<string, string[]> = {};
    input.emails.forEach((e, i) => {
      if (taken.has(e)) fieldErrors[`emails.${i}`] = [M.USER_EXISTS];
    });
    throw new AppError('NAME_EXIST', `${M.USER_EXISTS}: ${[...taken].join(', ')}`, fieldErrors);
  }
  const facts = await requireRoom(ctx, a.ownerId, input.emails.length);
  await requireOrgRoom(ctx, org.id, input.emails.length);
  if (facts.installationType === 'Air Gap' && !input.password)
    throw exists('INVALID_INPUT', 'password', M.PASSWORD_REQUIRED_ON_PREM);
  // One hash for the users given the same password at once: argon2 per user would take seconds for 500.
  const passwordHash = input.password ? await hashPassword(input.password) : await unusablePasswordHash();
  const keys = input.emails.map(() => newApiKey());
  const created = await insertUsers(
    ctx.db,
    input.emails.map((email, i) => ({
      ownerId: a.ownerId,
      orgId: org.id,
      userName: email,
      email,
      passwordHash,
      userType: input.userType,
      createdBy: a.user.id,
      apiKeyHash: keys[i]!.apiKeyHash,
      apiKeyPrefix: keys[i]!.apiKeyPrefix,
      apiKeyCreatedAt: keys[i]!.apiKeyCreatedAt,
    })),
  );
  await ctx.audit({
    targetType: 'user',
    targetId: created.map((u) => u.id).join(','),
    ownerId: a.ownerId,
    after: {
      orgId: org.id,
      userType: input.userType,
      userNames: input.emails,
      passwordSet: Boolean(input.password),
    },
  });
  if (!input.password)
    await sendMails(
      ctx.env,
      ctx.db,
      await passwordLinkMails(
        ctx,
        created.map((u) => ({ ...u, ownerId: a.ownerId })),
        'welcome',
        org.name,
      ),
    );
  return {
    message: M.CREATED,
    created: created.map((u, i) => ({
      id: u.id,
      userName: u.userName,
      apiKey: keys[i]!.key,
      apiKeyPrefix: keys[i]!.apiKeyPrefix,
    })),
  };
}

export async function editUser(ctx: CallContext, input: CallParsedInput<'users.edit'>) {
  const a = await orgActing(ctx, input.ownerId, 'editUsers');
  const user = await reachableUser(ctx, a, input.id);
  await updateUser(ctx.db, user.id, { userType: input.userType });
  await auditUser(ctx, a.ownerId, user.id, { userType: input.userType }, { userType: user.userType });
  return { message: M.UPDATED, id: user.id };
}

/** Users are soft-deleted and reactivated; a deleted user's sessions end. */
const userStatus = (ctx: CallContext): StatusArea<UserRecord> => ({
  targetType: 'user',
  notFound: userNotFound,
  setStatus: (ids, status) => setUsersStatus(ctx.db, ids, status),
  revokeSessions: (ids) => revokeUserSessions(ctx.db, ids),
  before: statusOf,
});

/** Soft delete (002 section 4): root users are excluded, and nobody deletes themselves. */
export async function deleteUsers(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId, 'deleteUsers');
  const rows = await reachableUsers(ctx, a, input.ids);
  if (rows.some((u) => u.rootUser)) throw forbidden(M.ROOT_USER_PROTECTED);
  if (rows.some((u) => isSelf(a, u))) throw forbidden('You cannot delete yourself');
  return softDelete(ctx, a, rows, userStatus(ctx));
}

export async function reactivateUsers(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId, 'editUsers');
  const rows = await reachableUsers(ctx, a, input.ids);
  return reactivate(ctx, a, rows, userStatus(ctx), async () => {
    const orgIds = [...new Set(rows.map((u) => u.orgId))];
    const orgs = await findOrganisations(ctx.db, a.ownerId, orgIds);
    // Users of a deleted organisation come back with it; counting them now would be counted twice.
    const counted = rows.filter((u) => orgs.find((o) => o.id === u.orgId)?.status === 'Active').length;
    await requireRoom(ctx, a.ownerId, counted);
    for (const orgId of orgIds)
      await requireOrgRoom(ctx, orgId, rows.filter((u) => u.orgId === orgId).length);
  });
}

/** 002 section 2.11: reset password by e-mail, hidden (and refused) on-premises. */
export async function resetPasswords(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId, 'editUsers');
  const facts = await ownerFacts(ctx.db, a.ownerId);
  if (facts?.installationType === 'Air Gap') throw forbidden(M.RESET_HIDDEN_ON_PREM);
  const rows = await reachableUsers(ctx, a, input.ids);
  if (rows.some((u) => u.status !== 'Active')) throw userNotFound();
  const mails = await passwordLinkMails(ctx, rows, 'reset');
  await auditUser(ctx, a.ownerId, input.ids.join(','), { resetLinkSentTo: rows.map((u) => u.userName) });
  await sendMails(ctx.env, ctx.db, mails);
  return { message: M.RESET_SENT, sent: rows.length };
}

export async function changePassword(ctx: CallContext, input: CallParsedInput<'users.changePassword'>) {
  const { a, user } = await userFor(ctx, input, 'editUsers');
  if (user.status !== 'Active') throw userNotFound();
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.password) });
  await expireOpenLinks(ctx.db, user.id);
  // Other sessions of the user end; the caller's own stays.
  await revokeUserSessions(ctx.db, [user.id], a.user.sessionId);
  await auditUser(ctx, a.ownerId, user.id, { passwordChanged: true });
  return { message: M.PASSWORD_CHANGED };
}

export async function regenerateKey(ctx: CallContext, input: { id: number; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId);
  const user = await reachableUser(ctx, a, input.id);
  if (!mayRegenerate(a, user))
    throw forbidden(isSelf(a, user) ? M.OWN_KEY : 'Your access does not include this action');
  const key = newApiKey();
  await updateUser(ctx.db, user.id, {
    apiKeyHash: key.apiKeyHash,
    apiKeyPrefix: key.apiKeyPrefix,
    apiKeyCreatedAt: key.apiKeyCreatedAt,
  });
  const facts = await ownerFacts(ctx.db, a.ownerId);
  const expiresAt = keyExpiresAt(key.apiKeyCreatedAt, facts?.apiKeyMaxDays ?? null);
  await auditUser(ctx, a.ownerId, user.id, { keyPrefix: key.apiKeyPrefix }, { keyPrefix: user.apiKeyPrefix });
  return {
    message: M.KEY_REGENERATED,
    apiKey: key.key,
    apiKeyPrefix: key.apiKeyPrefix,
    apiKeyExpiresAt: expiresAt ? expiresAt.toISOString() : null,
  };
}

/** The set-new-password page: a link works once, until it expires; then the password is the user's. */
export async function setPasswordByLink(ctx: CallContext, input: CallParsedInput<'users.setPasswordByLink'>) {
  const link = await consumePasswordLink(ctx.db, hashKey(input.token));
  const expired = () => new AppError('EXPIRED', M.LINK_INVALID);
  if (!link) throw expired();
  const found = await findUserById(ctx.db, link.userId);
  if (!found || found.status !== 'Active') throw expired();
  await updateUser(ctx.db, found.id, { passwordHash: await hashPassword(input.password) });
  await expireOpenLinks(ctx.db, found.id);
  await revokeUserSessions(ctx.db, [found.id]);
  await auditUser(ctx, found.ownerId, found.id, { passwordSetByLink: link.purpose });
  return { message: M.PASSWORD_SET };
}

/**
 * The user a microservice call's own API key belongs to, or null: unknown, replaced, past the owner's
 * maximum key lifetime, or the user or their organisation deleted.
 */
export async function userOfApiKey(ctx: Pick<CallContext, 'db'>, key: string) {
  const user = await findUserByKeyHash(ctx.db, hashKey(key));
  if (!user || user.status !== 'Active') return null;
  const [org] = await findOrganisations(ctx.db, user.ownerId, [user.orgId]);
  if (org?.status !== 'Active') return null;
  const facts = await ownerFacts(ctx.db, user.ownerId);
  if (keyExpired(keyExpiresAt(user.apiKeyCreatedAt, facts?.apiKeyMaxDays ?? null))) return null;
  return user;
}
