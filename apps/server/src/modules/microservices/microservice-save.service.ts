import {
  CLASS_DATA,
  MICROSERVICE_MESSAGES as M,
  type CallOutput,
  type CallParsedInput,
  type DuplicateField,
  type MicroserviceFields,
} from '@console/contract';
import { AppError, forbidden, uniqueViolation } from '../../http/app-error';
import { sanitizeMarkdown } from '../../markdown/sanitize-markdown';
import { requireUser, type AuthUser, type CallContext } from '../../http/context';
import { resolveOwnerId } from '../owners/owner-scope';
import { findGraph, kindFor, type GraphRow } from './microservice-graph.repository';
import { microserviceColumns } from './microservice-columns';
import { replaceParts } from './microservice-parts.repository';
import { microserviceNotFound } from './microservice-read.service';
import { partIds, toFields } from './microservices.mapper';
import {
  catalogueIds,
  findClashes,
  insertMicroservice,
  updateMicroservice,
} from './microservices.repository';
import { updateAssignmentAccess } from './microservice-assignments.repository';

type SaveInput = CallParsedInput<'microservices.save'>;
type SaveOutput = CallOutput<'microservices.save'>;

/** Data schema rows belong to class CLASS_DATA only; other classes keep none. */
function normalise(input: MicroserviceFields): MicroserviceFields {
  return input.classCode === CLASS_DATA ? input : { ...input, dataSchema: [] };
}

const CLASH_INDEXES: Record<string, DuplicateField> = {
  microservices_owner_name_unique: 'name',
  microservices_owner_code_unique: 'code',
  microservices_owner_url_code_unique: 'urlCode',
};

function nameExists(fields: DuplicateField[], dup: boolean): AppError {
  const errors = Object.fromEntries(fields.map((f) => [f, [M.NAME_EXIST]]));
  return new AppError('NAME_EXIST', dup ? M.DUP_CONFLICT : M.NAME_EXIST, errors);
}

/** Title, code and URL code must be free among the owner's microservices; the unique indexes decide races. */
async function writeChecked<T>(
  ctx: CallContext,
  ownerId: number,
  f: MicroserviceFields,
  excludeId: number | null,
  dup: boolean,
  write: () => Promise<T>,
) {
  const clashes = await findClashes(ctx.db, ownerId, f, excludeId);
  if (clashes.length) throw nameExists(clashes, dup);
  return write().catch((err: unknown) => {
    const field = CLASH_INDEXES[uniqueViolation(err) ?? ''];
    if (field) throw nameExists([field], dup);
    throw err;
  });
}

async function createMicroservice(
  ctx: CallContext,
  user: AuthUser,
  ownerId: number,
  input: SaveInput,
): Promise<SaveOutput> {
  const dup = input.microType === 'DUP';
  const sourceId = dup ? (input.sourceId ?? null) : null;
  if (dup && !(await catalogueIds(ctx.db, [sourceId!])).length)
    throw new AppError('INVALID_INPUT', M.NOT_IN_CATALOGUE, { sourceId: [M.NOT_IN_CATALOGUE] });
  const fields = normalise(input);
  const id = await writeChecked(ctx, ownerId, fields, null, dup, async () => {
    const newId = await insertMicroservice(ctx.db, {
      ...microserviceColumns(fields),
      ownerId,
      microType: dup ? 'DUP' : 'OWN',
      sourceId,
      // What the platform's own owner creates is its public catalogue.
      inCatalogue: !dup && user.platformOwner && ownerId === user.owner,
      createdBy: user.id,
      updatedBy: user.id,
    });
    await replaceParts(ctx.db, newId, fields, null);
    return newId;
  });
  await ctx.audit({
    targetType: 'microservice',
    targetId: id,
    ownerId,
    after: { id, microType: dup ? 'DUP' : 'OWN', sourceId, ...fields },
  });
  return { message: M.CREATED, id };
}

async function updateOwned(
  ctx: CallContext,
  user: AuthUser,
  ownerId: number,
  current: GraphRow,
  input: SaveInput,
): Promise<SaveOutput> {
  const fields = normalise(input);
  await writeChecked(ctx, ownerId, fields, current.id, false, async () => {
    await updateMicroservice(ctx.db, current.id, { ...microserviceColumns(fields), updatedBy: user.id });
    await replaceParts(ctx.db, current.id, fields, partIds(current));
  });
  await ctx.audit({
    targetType: 'microservice',
    targetId: current.id,
    ownerId,
    before: toFields(current),
    after: fields,
  });
  return { message: M.UPDATED, id: current.id };
}

/** The fields as compared for an ASSIGN save: no ids, tiers in order, data schema only for CLASS_DATA. */
function comparable(f: MicroserviceFields): Record<string, string> {
  const n = normalise(f);
  const strip = <T extends { id?: number }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest);
  const view = {
    ...n,
    requestTypes: n.requestTypes.map(({ id: _id, isLatest: _latest, ...r }) => r),
    pricing: n.pricing.map(({ id: _id, ...p }) => ({
      ...p,
      tiers: strip([...p.tiers].sort((a, b) => a.lower - b.lower)),
    })),
    tags: strip(n.tags),
    limitFields: strip(n.limitFields),
  };
  return Object.fromEntries(Object.entries(view).map(([k, v]) => [k, JSON.stringify(v)]));
}

/** An assigned microservice belongs to the platform: only this owner's access type may change. */
async function saveAssigned(
  ctx: CallContext,
  ownerId: number,
  current: GraphRow,
  input: SaveInput,
): Promise<SaveOutput> {
  const stored = comparable(toFields(current));
  const sent = comparable(input);
  const changed = Object.keys(stored).filter((k) => k !== 'accessType' && stored[k] !== sent[k]);
  if (changed.length) {
    const err = forbidden(M.ASSIGN_ONLY_ACCESS);
    throw new AppError(
      err.code,
      err.message,
      Object.fromEntries(changed.map((k) => [k, [M.ASSIGN_ONLY_ACCESS]])),
    );
  }
  if (!input.accessType) throw new AppError('INVALID_INPUT', M.REQUIRED, { accessType: [M.REQUIRED] });
  const before = { accessType: current.assigned_access };
  await updateAssignmentAccess(ctx.db, ownerId, current.id, input.accessType);
  await ctx.audit({
    targetType: 'microservice_assignment',
    targetId: current.id,
    ownerId,
    before,
    after: { accessType: input.accessType },
  });
  return { message: M.UPDATED, id: current.id };
}

/** microservices.save: the microservice and all its parts in the call's one transaction. */
export async function saveMicroservice(ctx: CallContext, sent: SaveInput): Promise<SaveOutput> {
  const user = requireUser(ctx);
  // Markdown is stored clean, whichever client sent it (the console's allow-list).
  const input = { ...sent, description2: await sanitizeMarkdown(sent.description2, 'description2') };
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  if (input.id === 0) return createMicroservice(ctx, user, ownerId, input);
  const current = await findGraph(ctx.db, ownerId, input.id);
  if (!current) throw microserviceNotFound();
  if (kindFor(current, ownerId) === 'ASSIGN') return saveAssigned(ctx, ownerId, current, input);
  return updateOwned(ctx, user, ownerId, current, input);
}
