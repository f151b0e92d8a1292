import { MICROSERVICE_MESSAGES as M, type CallOutput, type CallParsedInput } from '@console/contract';
import { eq } from 'drizzle-orm';
import { owners } from '../../db/schema/index';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { requireUser, type CallContext } from '../../http/context';
import { resolveOwnerId } from '../owners/owner-scope';
import {
  findAssignment,
  insertAssignments,
  updateAssignmentAccess,
} from './microservice-assignments.repository';
import { catalogueIds } from './microservices.repository';

async function ownerType(ctx: CallContext, ownerId: number): Promise<string | null> {
  const user = requireUser(ctx);
  if (ownerId === user.owner) return user.ownerType;
  const [row] = await ctx.db.select({ type: owners.type }).from(owners).where(eq(owners.id, ownerId));
  return row?.type ?? null;
}

/** Catalogue items to the acting owner, which must be of type TS (000 section 6). */
export async function assignMicroservices(
  ctx: CallContext,
  input: CallParsedInput<'microservices.assign'>,
): Promise<CallOutput<'microservices.assign'>> {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  if ((await ownerType(ctx, ownerId)) !== 'TS')
    throw forbidden('Only team space (TS) owners can assign catalogue microservices');
  const found = await catalogueIds(ctx.db, input.functionIds);
  const usable = found.filter((m) => m.ownerId !== ownerId);
  if (usable.length !== input.functionIds.length)
    throw new AppError('INVALID_INPUT', M.NOT_IN_CATALOGUE, { functionIds: [M.NOT_IN_CATALOGUE] });
  const access = new Map(usable.map((m) => [m.id, m.accessType || 'PUBLIC']));
  const inserted = await insertAssignments(ctx.db, ownerId, input.functionIds, (id) => access.get(id)!);
  await ctx.audit({
    targetType: 'microservice_assignment',
    targetId: input.functionIds.join(','),
    ownerId,
    after: { assigned: inserted.map((r) => r.id) },
  });
  return { status: 'Success', insertedFunctions: inserted.length };
}

async function assignmentOf(ctx: CallContext, requested: number | undefined, functionId: number) {
  const ownerId = await resolveOwnerId(ctx, requested);
  const row = await findAssignment(ctx.db, ownerId, functionId);
  if (!row) throw notFound('This microservice is not assigned to the owner');
  return { ownerId, row };
}

export async function assignedAccess(
  ctx: CallContext,
  input: CallParsedInput<'microservices.assignedAccess'>,
) {
  const { row } = await assignmentOf(ctx, input.ownerId, input.functionId);
  return { accessType: row.accessType };
}

export async function updateAssignedAccess(
  ctx: CallContext,
  input: CallParsedInput<'microservices.updateAssignedAccess'>,
): Promise<CallOutput<'microservices.updateAssignedAccess'>> {
  const { ownerId, row } = await assignmentOf(ctx, input.ownerId, input.functionId);
  await updateAssignmentAccess(ctx.db, ownerId, input.functionId, input.accessType);
  await ctx.audit({
    targetType: 'microservice_assignment',
    targetId: input.functionId,
    ownerId,
    before: { accessType: row.accessType },
    after: { accessType: input.accessType },
  });
  return { status: 'Success', accessType: input.accessType };
}
