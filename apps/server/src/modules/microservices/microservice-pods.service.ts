import type { CallParsedInput, PodState } from '@console/contract';
import { forbidden } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { orchestratorFor } from '../../orchestrator/select-orchestrator';
import type { PodTarget } from '../../orchestrator/orchestrator';
import { resolveOwnerId } from '../owners/owner-scope';
import { microserviceNotFound } from './microservice-read.service';
import { toPodState } from './microservices.mapper';
import { findVisible } from './microservices.repository';

/** The pod of a microservice the owner owns (`scaling`) or may see (owns or is assigned). */
async function podTarget(
  ctx: CallContext,
  requested: number | undefined,
  id: number,
  scaling: boolean,
): Promise<PodTarget> {
  const ownerId = await resolveOwnerId(ctx, requested);
  const found = await findVisible(ctx.db, ownerId, id);
  if (!found) throw microserviceNotFound();
  // An assigned microservice runs in the platform's pod, shared by every owner it is assigned to.
  if (scaling && !found.owned) throw forbidden('The pod of an assigned microservice is run by the platform');
  return { microserviceId: found.id, ownerId: found.ownerId, code: found.code };
}

export async function podStatus(
  ctx: CallContext,
  input: CallParsedInput<'microservices.podStatus'>,
): Promise<PodState> {
  const target = await podTarget(ctx, input.ownerId, input.id, false);
  const reading = await orchestratorFor(ctx.env).status(ctx.db, target);
  return toPodState(reading, ctx.env.POD_POLL_SECONDS);
}

/** Start: one replica; stop: none. The pod reaches it later: the answer says how often to poll. */
export async function scalePod(
  ctx: CallContext,
  input: CallParsedInput<'microservices.scalePod'>,
): Promise<PodState> {
  const target = await podTarget(ctx, input.ownerId, input.id, true);
  const orchestrator = orchestratorFor(ctx.env);
  const before = await orchestrator.status(ctx.db, target);
  const after = await orchestrator.scale(ctx.db, target, input.action === 'start' ? 1 : 0);
  await ctx.audit({
    targetType: 'microservice_pod',
    targetId: target.microserviceId,
    before,
    after: { ...after, action: input.action },
  });
  return toPodState(after, ctx.env.POD_POLL_SECONDS);
}
