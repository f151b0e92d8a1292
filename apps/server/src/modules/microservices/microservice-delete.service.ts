import { MICROSERVICE_MESSAGES as M, type CallOutput, type CallParsedInput } from '@console/contract';
import { notFound } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { resolveOwnerId } from '../owners/owner-scope';
import { deleteTiers, ownedTiers } from './microservice-assignments.repository';
import { microserviceNotFound } from './microservice-read.service';
import {
  deleteAssignments,
  deleteMicroservices,
  ownedAndAssigned,
  touchMicroservices,
} from './microservices.repository';

type Deleted = CallOutput<'microservices.delete'>;

/**
 * Deletes the owner's microservices (with all their parts) and removes assigned ones from the owner.
 * Every id must be one of those, or nothing happens (404).
 */
export async function deleteMicroservicesOfOwner(
  ctx: CallContext,
  input: CallParsedInput<'microservices.delete'>,
): Promise<Deleted> {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const { owned, assigned } = await ownedAndAssigned(ctx.db, ownerId, input.ids);
  if (owned.length + assigned.length !== input.ids.length) throw microserviceNotFound();
  await deleteAssignments(
    ctx.db,
    ownerId,
    assigned.map((a) => a.id),
  );
  await deleteMicroservices(
    ctx.db,
    owned.map((o) => o.id),
  );
  await ctx.audit({
    targetType: 'microservice',
    targetId: input.ids.join(','),
    ownerId,
    before: { deleted: owned, unassigned: assigned },
  });
  return { message: M.DELETED, deleted: input.ids.length };
}

/** Deletes tiers of the owner's own microservices; every id must be one, or nothing happens (404). */
export async function deletePricingTiers(
  ctx: CallContext,
  input: CallParsedInput<'microservices.deletePricingTiers'>,
): Promise<Deleted> {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const tiers = await ownedTiers(ctx.db, ownerId, input.ids);
  if (tiers.length !== input.ids.length) throw notFound('Pricing tier not found');
  await deleteTiers(ctx.db, input.ids);
  await touchMicroservices(ctx.db, [...new Set(tiers.map((t) => t.microserviceId))]);
  await ctx.audit({
    targetType: 'microservice_pricing_tier',
    targetId: input.ids.join(','),
    ownerId,
    before: tiers,
  });
  return { message: M.DELETED, deleted: tiers.length };
}
