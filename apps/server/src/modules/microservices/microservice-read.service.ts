import type { CallOutput, CallParsedInput, Microservice } from '@console/contract';
import { notFound } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { jsonAnswer } from '../../http/json-answer';
import { ownerNotFound, ownerToConfirm, resolveOwnerId } from '../owners/owner-scope';
import { findGraph } from './microservice-graph.repository';
import { toMicroservice } from './microservices.mapper';
import { findClashes, findVisible, listCatalogue, listPage } from './microservices.repository';

export const microserviceNotFound = () => notFound('Microservice not found');

/**
 * One statement: whether the owner named by PM staff exists comes back with the page, whose rows the
 * statement wrote as JSON and the answer carries as they are.
 */
export async function listMicroservices(
  ctx: CallContext,
  input: CallParsedInput<'microservices.list'>,
): Promise<CallOutput<'microservices.list'>> {
  const ownerId = ownerToConfirm(ctx, input.ownerId);
  const { rows, total, ownerFound } = await listPage(ctx.db, ownerId, input);
  if (!ownerFound) throw ownerNotFound();
  return jsonAnswer<CallOutput<'microservices.list'>>({ rows, total });
}

/** Anything the owner owns or is assigned, and catalogue items (read to duplicate them). */
export async function getMicroservice(
  ctx: CallContext,
  input: CallParsedInput<'microservices.info'>,
): Promise<Microservice> {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const row = await findGraph(ctx.db, ownerId, input.id, true);
  if (!row) throw microserviceNotFound();
  return toMicroservice(row, ownerId);
}

export async function checkDuplicate(
  ctx: CallContext,
  input: CallParsedInput<'microservices.checkDuplicate'>,
): Promise<CallOutput<'microservices.checkDuplicate'>> {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  if (input.excludeId && !(await findVisible(ctx.db, ownerId, input.excludeId))) throw microserviceNotFound();
  const conflicts = await findClashes(ctx.db, ownerId, input, input.excludeId ?? null);
  return { available: conflicts.length === 0, conflicts };
}

/** The catalogue, marked with what is assigned to the acting owner (so the pickers leave it out). */
export async function catalogue(ctx: CallContext, input: CallParsedInput<'microservices.catalogue'>) {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  return { results: await listCatalogue(ctx.db, ownerId, input.search) };
}
