import {
  ARCHIVE_TYPES,
  REGISTRATION_MESSAGES as M,
  registrationEndpoint,
  type CallParsedInput,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { owners } from '../../db/schema/index';
import { AppError, exists } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import type { Acting } from '../owners/owner-scope';
import { allocatedOf } from '../plans/plans.mapper';
import { findPlan } from '../plans/plans.repository';
import { usedBy } from '../plans/plans.service';
import { keyOfUrl } from './registrations.mapper';
import { ownedFile, takenBy, type RegistrationRecord } from './registrations.repository';

type SaveInput = CallParsedInput<'registrations.save'>;

const round = (n: number) => Math.round(n * 1000) / 1000;

/** datacheck: CPU and memory the owner's plan has left (allocated minus what is in use now). */
export async function availableOf(ctx: CallContext, ownerId: number) {
  const [plan, used] = await Promise.all([findPlan(ctx.db, ownerId), usedBy(ctx, ownerId)]);
  const allocated = allocatedOf(plan);
  return { cpu: round(allocated.cpu - used.cpu), memory: round(allocated.memory - used.memory) };
}

/** ISCPU / ISMEM (002 section 5): a request above what the plan has left is refused, on its field. */
export async function checkResources(
  ctx: CallContext,
  ownerId: number,
  asked: { resourceCpu: number; resourceMemory: number },
) {
  const free = await availableOf(ctx, ownerId);
  const fieldErrors: Record<string, string[]> = {};
  if (asked.resourceCpu > free.cpu) fieldErrors.resourceCpu = [M.ISCPU];
  if (asked.resourceMemory > free.memory) fieldErrors.resourceMemory = [M.ISMEM];
  if (Object.keys(fieldErrors).length)
    throw new AppError('INVALID_INPUT', fieldErrors.resourceCpu ? M.ISCPU : M.ISMEM, fieldErrors);
}

export const nameClash = () => exists('NAME_EXIST', 'name', M.NAME_EXIST);
export const codeClash = () => exists('CODE_EXIST', 'code', M.CODE_EXIST);

/** Name and code unique among the owner's registrations (again at save: the check may be stale). */
export async function checkUnique(db: Db, ownerId: number, input: SaveInput) {
  if (await takenBy(db, ownerId, 'name', input.name, input.id)) throw nameClash();
  if (await takenBy(db, ownerId, 'code', input.code, input.id)) throw codeClash();
}

/** Code, result type and major version are locked once saved (002 section 5). */
export function checkLocked(
  before: Pick<RegistrationRecord, 'code' | 'resultType' | 'major'>,
  input: SaveInput,
) {
  const fieldErrors: Record<string, string[]> = {};
  if (before.code.toLowerCase() !== input.code.toLowerCase()) fieldErrors.code = [M.LOCKED];
  if (before.resultType !== input.resultType) fieldErrors.resultType = [M.LOCKED];
  if (before.major !== input.major) fieldErrors.major = [M.LOCKED];
  if (Object.keys(fieldErrors).length)
    throw new AppError('INVALID_INPUT', 'Code, result type and major version cannot change', fieldErrors);
}

/**
 * The uploaded archive and docs the registration names: files of the acting owner (or of the PM staff
 * member's own owner, who uploaded them while acting), of the right kind. Else 'Error' (002 section 8).
 */
export async function uploadedSources(db: Db, a: Acting, input: SaveInput) {
  const find = async (url: string, field: string, isKind: (type: string) => boolean) => {
    const key = keyOfUrl(url);
    const file = (await ownedFile(db, a.ownerId, key)) ?? (await ownedFile(db, a.user.owner, key));
    if (!file || !isKind(file.contentType))
      throw new AppError('INVALID_INPUT', M.MISSING_SOURCES, { [field]: [M.MISSING_SOURCES] });
    return key;
  };
  return {
    modelImageKey: await find(input.modelImageUrl, 'modelImageUrl', (t) => t in ARCHIVE_TYPES),
    docsYamlKey: await find(input.docsYamlUrl, 'docsYamlUrl', (t) => t === DOCS_TYPE),
  };
}

/** The content type the docs YAML is stored with. */
export const DOCS_TYPE = 'application/yaml';

/** The team-space code of 002 section 6: the acting owner's code. */
export async function teamspaceCodeOf(db: Db, ownerId: number): Promise<string> {
  const [row] = await db.select({ code: owners.code }).from(owners).where(eq(owners.id, ownerId)).limit(1);
  return row?.code ?? '';
}

export const endpointOf = (teamspaceCode: string, input: Pick<SaveInput, 'code' | 'major' | 'resultType'>) =>
  registrationEndpoint({ teamspaceCode, ...input });
