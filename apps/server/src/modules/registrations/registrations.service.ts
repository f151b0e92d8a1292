import { REGISTRATION_MESSAGES as M, type CallParsedInput } from '@console/contract';
import { deleteCall, editedRow } from '../../crud/owned-calls';
import { withDefaultSort } from '../../crud/paging';
import { registrations } from '../../db/schema/index';
import { AppError, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting, resolveOwnerId } from '../owners/owner-scope';
import {
  availableOf,
  checkLocked,
  checkResources,
  checkUnique,
  codeClash,
  endpointOf,
  nameClash,
  teamspaceCodeOf,
  uploadedSources,
} from './registration-rules';
import { toRegistrationInfo, toRegistrationRow } from './registrations.mapper';
import {
  countByStatus,
  fileNames,
  findRegistration,
  listRegistrations,
  lockRegistration,
  takenBy,
  writeRegistration,
} from './registrations.repository';

/** Environment variable values may be keys or passwords: the audit keeps their names only. */
export const withoutSecrets = <R extends { envVariables: Array<{ key: string }> }>(r: R) => ({
  ...r,
  envVariables: r.envVariables.map((e) => ({ key: e.key, value: '(hidden)' })),
});

export const registrationNotFound = () => notFound('Registration not found');

export async function listAll(ctx: CallContext, input: CallParsedInput<'registrations.list'>) {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const [page, counts] = await Promise.all([
    listRegistrations(ctx.db, ownerId, input.status, withDefaultSort(input, 'updatedAt', 'desc')),
    countByStatus(ctx.db, ownerId, input.search),
  ]);
  return { rows: page.rows.map(toRegistrationRow), total: page.total, counts };
}

export async function registrationInfo(ctx: CallContext, input: { id: number; ownerId?: number }) {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const row = await findRegistration(ctx.db, ownerId, input.id);
  if (!row) throw registrationNotFound();
  const [code, names] = await Promise.all([
    teamspaceCodeOf(ctx.db, ownerId),
    fileNames(ctx.db, [row.modelImageKey, row.docsYamlKey]),
  ]);
  return toRegistrationInfo(row, code, names);
}

export async function registrationLimits(ctx: CallContext, input: { ownerId?: number }) {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  return { ...(await availableOf(ctx, ownerId)), teamspaceCode: await teamspaceCodeOf(ctx.db, ownerId) };
}

export async function checkDuplicate(
  ctx: CallContext,
  input: CallParsedInput<'registrations.checkDuplicate'>,
) {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const taken = await takenBy(ctx.db, ownerId, input.type, input.value, input.id);
  return { exists: taken, message: taken ? (input.type === 'name' ? M.NAME_EXIST : M.CODE_EXIST) : '' };
}

/**
 * register / updatedetails: a new registration, or a pending or rejected one changed (it goes back to
 * Pending). The endpoint is the server's, from the owner's team-space code; an approved one is deployed
 * and cannot change.
 */
export async function saveRegistration(ctx: CallContext, input: CallParsedInput<'registrations.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = await editedRow(ctx.db, a.ownerId, input.id, lockRegistration, registrationNotFound);
  if (before?.status === 'approved')
    throw new AppError('CONFLICT', 'An approved registration is deployed and cannot be edited');
  if (before) checkLocked(before, input);
  await checkUnique(ctx.db, a.ownerId, input);
  const sources = await uploadedSources(ctx.db, a, input);
  await checkResources(ctx, a.ownerId, input);
  const teamspace = await teamspaceCodeOf(ctx.db, a.ownerId);
  const values = {
    name: input.name,
    description: input.description,
    deploymentType: input.deploymentType,
    resourceCpu: input.resourceCpu,
    resourceMemory: input.resourceMemory,
    enableGpu: input.enableGpu,
    envVariables: input.envVariables,
    modelImagePort: input.modelImagePort,
    code: input.code,
    resultType: input.resultType,
    major: input.major,
    minor: input.minor,
    patch: input.patch,
    versionType: input.versionType,
    endpoint: endpointOf(teamspace, input),
    ...sources,
    status: 'pending' as const,
    rejectKind: null,
    errorMsg: '',
  };
  const id = await onUniqueClash(() => writeRegistration(ctx.db, a.ownerId, before?.id, values, a.user.id), {
    microservice_registrations_owner_name_unique: nameClash,
    microservice_registrations_owner_code_unique: codeClash,
  });
  await ctx.audit({
    targetType: 'registration',
    targetId: id,
    ownerId: a.ownerId,
    before: before && withoutSecrets(before),
    after: withoutSecrets(values),
  });
  return { message: before ? M.UPDATED : M.CREATED, id };
}

export const deleteRegistrations = deleteCall(registrations, 'owner', {
  targetType: 'registration',
  notFound: 'Registration not found',
  message: M.DELETED,
});
