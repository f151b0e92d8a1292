import { REGISTRATION_MESSAGES as M, type CallParsedInput } from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import { publicUrl } from '../../config/env';
import type { Db } from '../../db/client';
import { microservices } from '../../db/schema/index';
import { AppError, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { DeployError } from '../../orchestrator/orchestrator';
import { orchestratorFor } from '../../orchestrator/select-orchestrator';
import { acting, type Acting } from '../owners/owner-scope';
import { checkResources, nameClash } from './registration-rules';
import { fileUrl } from './registrations.mapper';
import { lockRegistration, updateRegistration } from './registrations.repository';
import { registrationNotFound, withoutSecrets } from './registrations.service';
import { insertedId } from '../../db/sql';

type Registration = NonNullable<Awaited<ReturnType<typeof lockRegistration>>>;

const notPending = () =>
  new AppError('CONFLICT', 'Only a pending registration can be approved or rejected', {
    id: ['Not pending'],
  });

async function pendingOf(ctx: CallContext, a: Acting, id: number): Promise<Registration> {
  const r = await lockRegistration(ctx.db, a.ownerId, id);
  if (!r) throw registrationNotFound();
  if (r.status !== 'pending') throw notPending();
  return r;
}

/** The one audit record of an approval or rejection: the registration before (env values hidden), the change. */
const auditDecision = (ctx: CallContext, a: Acting, r: Registration, after: object) =>
  ctx.audit({
    targetType: 'registration',
    targetId: r.id,
    ownerId: a.ownerId,
    before: withoutSecrets(r),
    after,
  });

/**
 * The owner's microservice the registration becomes: the one with its code when there is one (an
 * upgrade, or a registration approved again), else a new one of the owner's.
 */
async function microserviceFor(db: Db, r: Registration, userId: number): Promise<number> {
  const values = { name: r.name, description: r.description, updatedBy: userId };
  const [existing] = await db
    .select({ id: microservices.id })
    .from(microservices)
    .where(and(eq(microservices.ownerId, r.ownerId), eq(microservices.code, r.code.toUpperCase())));
  const write = async () => {
    if (existing) {
      await db
        .update(microservices)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(microservices.id, existing.id));
      return existing.id;
    }
    return insertedId(db, microservices, {
      ...values,
      ownerId: r.ownerId,
      code: r.code.toUpperCase(),
      urlCode: r.code.toLowerCase(),
      classCode: 'CLASS_AI',
      webLink: r.endpoint,
      createdBy: userId,
    });
  };
  return onUniqueClash(write, {
    microservices_owner_name_unique: nameClash,
    microservices_owner_url_code_unique: nameClash,
  });
}

/**
 * deploy (002 section 7): PM staff approve a pending registration. The plan is checked again (others may
 * have been deployed since it was saved), then the owner's microservice is written and the orchestrator
 * deploys it, in a savepoint: when the deployment fails, that is undone and the registration is Rejected
 * with 'Deployment error' and the orchestrator's message instead.
 */
export async function approveRegistration(ctx: CallContext, input: { id: number; ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const r = await pendingOf(ctx, a, input.id);
  await checkResources(ctx, a.ownerId, {
    resourceCpu: Number(r.resourceCpu),
    resourceMemory: Number(r.resourceMemory),
  });
  let after: {
    status: 'approved' | 'rejected';
    rejectKind: 'deployment' | null;
    errorMsg: string;
    microserviceId: number | null;
  };
  try {
    after = await ctx.db.transaction(async (tx) => {
      const microserviceId = await microserviceFor(tx, r, a.user.id);
      await orchestratorFor(ctx.env).deploy(tx, {
        microserviceId,
        ownerId: r.ownerId,
        code: r.code,
        image: ctx.env.REGISTRATION_RUNTIME_IMAGE,
        cpu: Number(r.resourceCpu),
        memoryGb: Number(r.resourceMemory),
        gpu: r.enableGpu === 'yes',
        port: r.modelImagePort,
        env: [
          ...r.envVariables,
          // Absolute: the pod fetches them from the console (PUBLIC_URL).
          { key: 'MODEL_ARCHIVE_URL', value: publicUrl(ctx.env) + fileUrl(r.modelImageKey) },
          { key: 'DOCS_YAML_URL', value: publicUrl(ctx.env) + fileUrl(r.docsYamlKey) },
        ],
      });
      const approved = { status: 'approved' as const, rejectKind: null, errorMsg: '', microserviceId };
      await updateRegistration(tx, r.id, approved, a.user.id);
      return approved;
    });
  } catch (err) {
    if (!(err instanceof DeployError)) throw err;
    after = {
      status: 'rejected',
      rejectKind: 'deployment',
      errorMsg: err.message.slice(0, 2000),
      microserviceId: null,
    };
    await updateRegistration(ctx.db, r.id, after, a.user.id);
  }
  await auditDecision(ctx, a, r, after);
  const message = after.status === 'approved' ? M.APPROVE_DONE : M.DEPLOY_FAILED;
  return { message, status: after.status, errorMsg: after.errorMsg };
}

/** updatedetails with Rejected (002 section 7): PM staff reject a pending registration with a comment. */
export async function rejectRegistration(ctx: CallContext, input: CallParsedInput<'registrations.reject'>) {
  const a = await acting(ctx, input.ownerId);
  const r = await pendingOf(ctx, a, input.id);
  const after = { status: 'rejected' as const, rejectKind: 'manual' as const, errorMsg: input.comment };
  await updateRegistration(ctx.db, r.id, after, a.user.id);
  await auditDecision(ctx, a, r, after);
  return { message: M.REJECT_DONE };
}
