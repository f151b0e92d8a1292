import { NOTIFICATION_MESSAGES as M, type CallParsedInput } from '@console/contract';
import { deleteCall, platformPage } from '../../crud/owned-calls';
import { outages } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { sanitizeRichText } from '../../markdown/sanitize-rich-text';
import { acting } from '../owners/owner-scope';
import { toOutageRow } from './notifications.mapper';
import {
  activeOutages,
  affectedBy,
  catalogueIds,
  findOutage,
  listOutages,
  writeOutage,
} from './outages.repository';

// Outages are the platform's, as notifications: the calls act on the platform owner's rows.

const outageNotFound = () => notFound('Outage not found');

export async function listAllOutages(ctx: CallContext, input: CallParsedInput<'outages.list'>) {
  const { rows, total } = await platformPage(ctx, input, 'startDateTime', listOutages);
  const affected = await affectedBy(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toOutageRow(r, affected)), total };
}

async function outageOf(ctx: CallContext, platformId: number, id: number) {
  const row = await findOutage(ctx.db, platformId, id);
  if (!row) throw outageNotFound();
  return toOutageRow(row, await affectedBy(ctx.db, [id]));
}

export async function outageInfo(ctx: CallContext, input: { id: number; ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  return outageOf(ctx, a.platformId, input.id);
}

export async function saveOutage(ctx: CallContext, input: CallParsedInput<'outages.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = input.id ? await outageOf(ctx, a.platformId, input.id) : null;
  const known = await catalogueIds(ctx.db, a.platformId, input.microserviceIds);
  if (known.length !== input.microserviceIds.length)
    throw new AppError('INVALID_INPUT', 'An outage names catalogue microservices only', {
      microserviceIds: ['Choose microservices of the catalogue'],
    });
  const values = {
    status: input.status,
    outage: await sanitizeRichText(input.outage, 'outage', M.OUTAGE_REQ),
    startAt: input.startDateTime ? new Date(input.startDateTime) : null,
    endAt: input.endDateTime ? new Date(input.endDateTime) : null,
  };
  const id = await writeOutage(ctx.db, a.platformId, input.id, values, input.microserviceIds, a.user.id);
  await ctx.audit({
    targetType: 'outage',
    targetId: id,
    ownerId: a.platformId,
    before,
    after: { ...values, microserviceIds: input.microserviceIds },
  });
  return { message: before ? M.UPDATED : M.ADDED, id };
}

export const deleteOutages = deleteCall(outages, 'platform', {
  targetType: 'outage',
  notFound: 'Outage not found',
  message: M.DELETED,
});

/** The acting owner's microservices under an Active outage (the microservices page's badge). */
export async function activeOutagesOf(ctx: CallContext, input: { ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const rows = await activeOutages(ctx.db, a.platformId, a.ownerId);
  return {
    microservices: rows.map((r) => ({
      id: Number(r.id),
      outageIds: (typeof r.outage_ids === 'string'
        ? r.outage_ids.replace(/[{}]/g, '').split(',').filter(Boolean)
        : r.outage_ids
      ).map(Number),
    })),
  };
}
