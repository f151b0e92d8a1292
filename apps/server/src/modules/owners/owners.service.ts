import {
  keptPlanAmounts,
  ROOT_USER_FLAGS,
  type addOwnerInput,
  type OwnerInfo,
  type OwnerRow,
} from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { microservices } from '../../db/schema/index';
import { AppError, exists, notFound, uniqueViolation } from '../../http/app-error';
import { requireUser, type CallContext } from '../../http/context';
import { hashPassword } from '../auth/passwords';
import { toOwnerInfo, toOwnerRow } from './owners.mapper';
import { insertOwnerGraph } from './owner-graph.repository';
import {
  clientIdTaken,
  findOwnerInfo,
  listOwners,
  ownerCodeTaken,
  ownerNameTaken,
} from './owners.repository';
import { resolveOwnerId } from './owner-scope';

export async function listAllOwners(ctx: CallContext): Promise<{ results: OwnerRow[] }> {
  return { results: (await listOwners(ctx.db)).map(toOwnerRow) };
}

export async function getOwnerInfo(ctx: CallContext, requested: number | undefined): Promise<OwnerInfo> {
  const ownerId = await resolveOwnerId(ctx, requested);
  const row = await findOwnerInfo(ctx.db, ownerId);
  if (!row) throw notFound('Owner not found');
  return toOwnerInfo(row);
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'owner';

/** `wanted` when free (409 on the field otherwise), or a free one made from `ownerName`. */
export async function freeClientId(ctx: CallContext, wanted: string, ownerName: string): Promise<string> {
  if (wanted) {
    if ((await clientIdTaken(ctx.db, wanted)) || (await ownerCodeTaken(ctx.db, wanted)))
      throw exists('CODE_EXIST', 'clientId', 'Client ID already exists');
    return wanted;
  }
  const base = slug(ownerName);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await clientIdTaken(ctx.db, candidate)) && !(await ownerCodeTaken(ctx.db, candidate)))
      return candidate;
  }
}

async function checkCatalogueIds(ctx: CallContext, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await ctx.db
    .select({ id: microservices.id })
    .from(microservices)
    .where(and(inArray(microservices.id, ids), eq(microservices.inCatalogue, true)));
  if (found.length !== new Set(ids).size)
    throw new AppError('INVALID_INPUT', 'Some microservices are not in the catalogue', {
      functionIds: ['Choose microservices from the catalogue'],
    });
}

/** Owner, main organisation, administrator, plan, settings, English and the chosen microservices, at once. */
export async function createOwner(ctx: CallContext, input: z.output<typeof addOwnerInput>) {
  const actor = requireUser(ctx);
  if (await ownerNameTaken(ctx.db, input.ownerName))
    throw exists('NAME_EXIST', 'ownerName', 'Owner name already exists');
  const clientId = await freeClientId(ctx, input.clientId, input.ownerName);
  await checkCatalogueIds(ctx, input.functionIds);

  const start = new Date();
  const expiry = new Date(start);
  if (input.planDuration === '1 Year') expiry.setFullYear(expiry.getFullYear() + 1);
  else expiry.setMonth(expiry.getMonth() + 1);
  const day = (d: Date) => d.toISOString().slice(0, 10);

  const { owner, org, adminId } = await insertOwnerGraph(ctx.db, {
    owner: {
      name: input.ownerName,
      code: clientId,
      type: 'STD',
      description: input.desc,
      installationType: input.installationType,
      clusterId: input.clusterId,
      startDate: day(start),
      expiryDate: day(expiry),
      createdBy: actor.id,
    },
    org: { name: input.orgName, clientId, email: input.email, description: input.desc },
    admin: {
      userName: input.adminUserName,
      email: input.email,
      passwordHash: await hashPassword(input.adminPassword),
      accessFlags: ROOT_USER_FLAGS,
    },
    plan: { planDuration: input.planDuration, ...keptPlanAmounts(input) },
    settings: { email: input.email },
    languageCodes: ['EN'],
    microserviceIds: input.functionIds,
  }).catch((err: unknown) => {
    // A concurrent Add Owner took the name or client id after the checks above.
    const clash = uniqueViolation(err);
    if (clash === 'owners_name_unique') throw exists('NAME_EXIST', 'ownerName', 'Owner name already exists');
    if (clash === 'owners_code_unique' || clash === 'organisations_client_id_unique')
      throw exists('CODE_EXIST', 'clientId', 'Client ID already exists');
    throw err;
  });

  const { adminPassword: _secret, ...safe } = input;
  await ctx.audit({
    targetType: 'owner',
    targetId: owner.id,
    ownerId: owner.id,
    after: { ...safe, clientId, ownerId: owner.id, orgId: org.id, adminUserId: adminId },
  });
  return { message: 'Successfully Processed.', ownerId: owner.id, clientId };
}
