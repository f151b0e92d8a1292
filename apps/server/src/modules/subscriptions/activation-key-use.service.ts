import {
  SUBSCRIPTION_DURATION_MONTHS,
  SUBSCRIPTION_MESSAGES as M,
  type ActivationKeyDetails,
  type CallParsedInput,
} from '@console/contract';
import { AppError } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { orgActing } from '../organisations/org-access';
import { newOrganisation } from '../organisations/organisations.service';
import { freeClientId } from '../owners/owners.service';
import { keyPairOf } from './activation-key-pair';
import { verifyActivationKey, type VerifiedKey } from './activation-keys';
import { claimKey, findSubscriptionByKeyId, linkOrganisation } from './subscriptions.repository';

// 'Create Organization And Assign Token' (002 sections 2.9, 4, 5, 8): the acting owner's administrator
// reads a key, confirms what it carries, and creates its organisation; the key then is used up.

const used = () => new AppError('CONFLICT', M.KEY_USED);
const refused = (message: string) => new AppError('INVALID_INPUT', message, { activationKey: [message] });

/** A key of the acting owner: signature, expiry, issued to this owner, still on record and unused. */
async function checkedKey(ctx: CallContext, ownerId: number, token: string): Promise<VerifiedKey> {
  const key = await verifyActivationKey(await keyPairOf(ctx.env, ctx.db), token);
  if (key.ownerId !== ownerId) throw refused(M.KEY_OTHER_OWNER);
  const row = await findSubscriptionByKeyId(ctx.db, key.keyId);
  if (!row || row.ownerId !== ownerId) throw refused(M.KEY_INVALID);
  if (row.usedAt) throw used();
  return key;
}

export async function verifyKey(ctx: CallContext, input: CallParsedInput<'activationKeys.verify'>) {
  const a = await orgActing(ctx, input.ownerId, 'editOrganisation');
  const key = await checkedKey(ctx, a.ownerId, input.activationKey);
  return { details: key.details, expiresAt: key.expiresAt.toISOString() };
}

/** The day the organisation's plan ends: today plus the plan duration. */
export function expiryOf(duration: ActivationKeyDetails['planDuration'], from = new Date()): string {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + SUBSCRIPTION_DURATION_MONTHS[duration]);
  return end.toISOString().slice(0, 10);
}

const describe = (d: ActivationKeyDetails) =>
  [
    `Subscription: ${d.planType}, ${d.planDuration}`,
    `${d.noOfUsers} users`,
    d.planType === 'Named Users' ? `${d.fileSize} GB` : `${d.noOfConversation} conversations`,
  ].join(', ');

export async function createFromKey(
  ctx: CallContext,
  input: CallParsedInput<'activationKeys.createOrganisation'>,
) {
  const a = await orgActing(ctx, input.ownerId, 'editOrganisation');
  const key = await checkedKey(ctx, a.ownerId, input.activationKey);
  if (!(await claimKey(ctx.db, key.keyId, a.user.id))) throw used();
  const d = key.details;
  const clientId = await freeClientId(ctx, '', d.orgName);
  const made = await newOrganisation(
    ctx,
    {
      ownerId: input.ownerId,
      name: d.orgName,
      clientId,
      rootUserName: d.email,
      email: d.email,
      description: describe(d),
      publicKey: '',
    },
    { activationKey: input.activationKey, expiryDate: expiryOf(d.planDuration) },
  );
  await linkOrganisation(ctx.db, key.keyId, made.orgId);
  // The key is a secret: the audit record names it by its id only.
  await ctx.audit({
    targetType: 'organisation',
    targetId: made.orgId,
    ownerId: made.ownerId,
    after: { ...d, clientId, id: made.orgId, rootUserId: made.rootUserId, keyId: key.keyId },
  });
  return { message: M.ORG_CREATED_WITH_KEY, id: made.orgId, rootUserId: made.rootUserId };
}
