import { giveNewOrganisation } from '../groups/org-groups.service';
import { randomBytes } from 'node:crypto';
import {
  mayCreateOrganisations,
  ORG_MESSAGES as M,
  ROOT_USER_FLAGS,
  type CallOutput,
  type CallParsedInput,
  type OrganisationInfo,
} from '@console/contract';
import { AppError, exists, forbidden, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { jsonAnswer } from '../../http/json-answer';
import { sendMails } from '../../mail/mailer';
import { hashPassword } from '../auth/passwords';
import { clientIdTaken, ownerCodeTaken } from '../owners/owners.repository';
import { newApiKey } from './api-keys';
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
import { toDaSettings, toOrganisationInfo, toOrganisationRow } from './organisations.mapper';
import {
  deleteMedia,
  findDaSettings,
  findOrganisations,
  insertMedia,
  insertOrganisation,
  listMedia,
  listOrganisations,
  organisationEmails,
  revokeOrganisationSessions,
  rootUserName,
  setOrganisationsStatus,
  updateOrganisation,
  upsertDaSettings,
  userCounts,
  type OrganisationRecord,
} from './organisations.repository';
import { passwordLinkMails } from './password-links';
import { organisationSubscription } from '../subscriptions/subscriptions.repository';
import { requireRoom } from './quota';
import { allUserNames, insertUsers, userNamesTaken } from './users.repository';

/**
 * The password hash of a user who has none yet: argon2id of 256 random bits that are thrown away, so
 * nobody can sign in until the user sets a password by e-mail link. One per call is enough (nobody
 * knows the secret), so 500 users created at once cost one hash.
 */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

export async function listOrgs(
  ctx: CallContext,
  input: CallParsedInput<'organisations.list'>,
): Promise<CallOutput<'organisations.list'>> {
  const a = orgReader(ctx, input.ownerId);
  const { rows, total, totalBounded, ...found } = await listOrganisations(
    ctx.db,
    a.ownerId,
    input,
    a.onlyOrgId,
  );
  checkFound(found);
  return jsonAnswer<CallOutput<'organisations.list'>>({ rows, total, totalBounded });
}

async function infoOf(ctx: CallContext, org: OrganisationRecord): Promise<OrganisationInfo> {
  const counts = await userCounts(ctx.db, org.id);
  return toOrganisationInfo(org, {
    rootUserName: await rootUserName(ctx.db, org.id),
    users: counts.active,
    deactiveUsers: counts.deleted,
    media: await listMedia(ctx.db, org.id),
    subscription: await organisationSubscription(ctx.db, org.id),
  });
}

export async function orgInfo(ctx: CallContext, input: { id: number; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId);
  return infoOf(ctx, await visibleOrg(ctx, a, input.id));
}

const emailClash = () => exists('EMAIL_EXIST', 'email', M.EMAIL_EXISTS);
const clientIdClash = () => exists('CODE_EXIST', 'clientId', M.CLIENT_ID_EXISTS);

/** What an organisation starts with beyond the create form: its key and expiry (from an activation key). */
export interface NewOrganisationExtra {
  activationKey?: string;
  expiryDate?: string | null;
}

/**
 * 002 sections 5 and 6: checks and creates an organisation of the acting owner with its root user, who
 * sets a password by e-mail link. The caller writes the call's one audit record.
 */
export async function newOrganisation(
  ctx: CallContext,
  input: Omit<CallParsedInput<'organisations.create'>, 'functionIds' | 'predefinedGroupIds'>,
  extra: NewOrganisationExtra = {},
) {
  const a = await orgActing(ctx, input.ownerId, 'editOrganisation');
  if (a.onlyOrgId !== null) throw forbidden(M.CANNOT_CREATE);
  const facts = await requireRoom(ctx, a.ownerId, 1);
  const emails = await organisationEmails(ctx.db, a.ownerId);
  if (!mayCreateOrganisations(facts.type)) throw forbidden(M.CANNOT_CREATE);
  if ((await clientIdTaken(ctx.db, input.clientId)) || (await ownerCodeTaken(ctx.db, input.clientId)))
    throw clientIdClash();
  if (emails.includes(input.email)) throw emailClash();
  const rootName = input.rootUserName.toLowerCase();
  if ((await userNamesTaken(ctx.db, a.ownerId, [rootName])).size)
    throw exists('NAME_EXIST', 'rootUserName', M.ROOT_USER_EXISTS);

  const org = await onUniqueClash(
    () =>
      insertOrganisation(ctx.db, {
        ownerId: a.ownerId,
        name: input.name,
        clientId: input.clientId,
        email: input.email,
        description: input.description,
        publicKey: input.publicKey,
        startDate: new Date().toISOString().slice(0, 10),
        expiryDate: extra.expiryDate === undefined ? facts.expiryDate : extra.expiryDate,
        activationKey: extra.activationKey ?? randomBytes(32).toString('hex'),
        createdBy: a.user.id,
        updatedBy: a.user.id,
      }),
    { organisations_client_id_unique: clientIdClash },
  );
  const key = newApiKey();
  const [root] = await insertUsers(ctx.db, [
    {
      ownerId: a.ownerId,
      orgId: org.id,
      userName: input.rootUserName,
      email: input.email,
      passwordHash: await unusablePasswordHash(),
      rootUser: true,
      accessFlags: ROOT_USER_FLAGS,
      createdBy: a.user.id,
      apiKeyHash: key.apiKeyHash,
      apiKeyPrefix: key.apiKeyPrefix,
      apiKeyCreatedAt: key.apiKeyCreatedAt,
    },
  ]);
  await sendMails(
    ctx.env,
    ctx.db,
    await passwordLinkMails(ctx, [{ ...root!, ownerId: a.ownerId }], 'welcome', org.name),
  );
  return { ownerId: a.ownerId, orgId: org.id, rootUserId: root!.id };
}

/** 002 section 2.9: Create Organization by form. */
export async function createOrg(ctx: CallContext, input: CallParsedInput<'organisations.create'>) {
  const made = await newOrganisation(ctx, input);
  const given = await giveNewOrganisation(ctx, input.ownerId, made.orgId, input);
  const { ownerId: _o, ...safe } = input;
  await ctx.audit({
    targetType: 'organisation',
    targetId: made.orgId,
    ownerId: made.ownerId,
    after: { ...safe, id: made.orgId, rootUserId: made.rootUserId, groupIds: given.groupIds },
  });
  return { message: M.ORG_CREATED, id: made.orgId, rootUserId: made.rootUserId };
}

/** 002 section 3, organisation edit payload: e-mail, description, public key, media added and removed. */
export async function editOrg(ctx: CallContext, input: CallParsedInput<'organisations.edit'>) {
  const a = await orgActing(ctx, input.ownerId, 'editOrganisation');
  const org = await visibleOrg(ctx, a, input.id, 'Active');
  if ((await organisationEmails(ctx.db, a.ownerId, org.id)).includes(input.email)) throw emailClash();
  const before = await infoOf(ctx, org);
  const removed = await deleteMedia(ctx.db, org.id, input.deleteMediaIds);
  if (removed !== new Set(input.deleteMediaIds).size)
    throw new AppError('NOT_FOUND', 'Media entry not found', { deleteMediaIds: ['Media entry not found'] });
  await insertMedia(ctx.db, org.id, input.addMedia);
  await updateOrganisation(
    ctx.db,
    org.id,
    { email: input.email, description: input.description, publicKey: input.publicKey },
    a.user.id,
  );
  const after = await infoOf(ctx, {
    ...org,
    email: input.email,
    description: input.description,
    publicKey: input.publicKey,
  });
  await ctx.audit({ targetType: 'organisation', targetId: org.id, ownerId: a.ownerId, before, after });
  return after;
}

async function ownedOrgs(ctx: CallContext, a: OrgActing, ids: number[]) {
  if (a.onlyOrgId !== null && ids.some((id) => id !== a.onlyOrgId)) throw orgNotFound();
  const rows = await findOrganisations(ctx.db, a.ownerId, ids);
  if (rows.length !== ids.length) throw orgNotFound();
  return rows;
}

/** Organisations are soft-deleted and reactivated by the acting user; a deleted one's users' sessions end. */
const orgStatus = (ctx: CallContext, a: OrgActing): StatusArea<OrganisationRecord> => ({
  targetType: 'organisation',
  notFound: orgNotFound,
  setStatus: (ids, status) => setOrganisationsStatus(ctx.db, ids, status, a.user.id),
  revokeSessions: (ids) => revokeOrganisationSessions(ctx.db, ids),
  before: toOrganisationRow,
});

/** Soft delete (002 section 4): never the caller's own organisation nor the owner's main one. */
export async function deleteOrgs(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId, 'deleteOrganisation');
  const rows = await ownedOrgs(ctx, a, input.ids);
  if (rows.some((o) => o.id === a.user.orgId)) throw forbidden(M.OWN_ORGANISATION);
  if (rows.some((o) => o.isMain)) throw forbidden(M.MAIN_ORGANISATION);
  return softDelete(ctx, a, rows, orgStatus(ctx, a));
}

/** Deleted organisations back, with their users (who count against the user quota again). */
export async function reactivateOrgs(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId, 'deleteOrganisation');
  const rows = await ownedOrgs(ctx, a, input.ids);
  return reactivate(ctx, a, rows, orgStatus(ctx, a), () =>
    requireRoom(ctx, a.ownerId, { orgIds: input.ids }),
  );
}

export async function emailsInUse(ctx: CallContext, input: { ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId);
  const [organisationEmailList, userEmails] = await Promise.all([
    organisationEmails(ctx.db, a.ownerId),
    allUserNames(ctx.db, a.ownerId),
  ]);
  return { organisationEmails: organisationEmailList, userEmails };
}

export async function getDaSettings(ctx: CallContext, input: { orgId: number; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId);
  const org = await visibleOrg(ctx, a, input.orgId);
  return toDaSettings(org.id, await findDaSettings(ctx.db, org.id));
}

export async function saveDaSettings(ctx: CallContext, input: CallParsedInput<'daSettings.save'>) {
  const a = await orgActing(ctx, input.ownerId, 'editOrganisation');
  const org = await visibleOrg(ctx, a, input.orgId, 'Active');
  const before = toDaSettings(org.id, await findDaSettings(ctx.db, org.id));
  const { ownerId: _o, ...values } = input;
  const after = toDaSettings(
    org.id,
    await upsertDaSettings(ctx.db, { ...values, orgId: org.id, updatedBy: a.user.id }),
  );
  await ctx.audit({ targetType: 'da_settings', targetId: org.id, ownerId: a.ownerId, before, after });
  return after;
}
