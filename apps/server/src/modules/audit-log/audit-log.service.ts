import {
  AUDIT_MESSAGES as M,
  AUDIT_USER_CHOICES,
  isPlatformStaff,
  type CallParsedInput,
} from '@console/contract';
import { forbidden, notFound } from '../../http/app-error';
import { requireUser, type CallContext } from '../../http/context';
import { resolveOwnerId } from '../owners/owner-scope';
import {
  auditFacets,
  findAuditRecord,
  findAuditUsers,
  listAuditRecords,
  type AuditScope,
} from './audit-log.repository';
import { toAuditInfo, toAuditRow } from './audit-log.mapper';

/**
 * The records a read sees: every owner's for platform staff who ask for them, else the acting owner's
 * (an owner administrator naming another owner: 404, as everywhere).
 */
async function scopeOf(
  ctx: CallContext,
  input: { ownerId?: number; allOwners: boolean },
): Promise<AuditScope> {
  if (!input.allOwners) return resolveOwnerId(ctx, input.ownerId);
  if (!isPlatformStaff(requireUser(ctx))) throw forbidden(M.ALL_OWNERS);
  return null;
}

export async function listAudit(ctx: CallContext, input: CallParsedInput<'auditLog.list'>) {
  const scope = await scopeOf(ctx, input);
  const { userId, action, targetType } = input;
  const filters = {
    userId,
    action,
    targetType,
    from: input.from ? new Date(input.from) : undefined,
    to: input.to ? new Date(input.to) : undefined,
  };
  const page = await listAuditRecords(ctx.db, scope, filters, input);
  return { rows: page.rows.map(toAuditRow), total: page.total, next: page.next };
}

/** Platform staff open any record; an owner administrator only their owner's (another's: 404). */
export async function auditInfo(ctx: CallContext, input: CallParsedInput<'auditLog.info'>) {
  const user = requireUser(ctx);
  const scope = isPlatformStaff(user) ? null : await resolveOwnerId(ctx, input.ownerId);
  const row = await findAuditRecord(ctx.db, scope, input.id);
  if (!row) throw notFound(M.NOT_FOUND);
  return toAuditInfo(row);
}

export async function facetsOfAudit(ctx: CallContext, input: CallParsedInput<'auditLog.facets'>) {
  return auditFacets(ctx.db, await scopeOf(ctx, input));
}

export async function usersOfAudit(ctx: CallContext, input: CallParsedInput<'auditLog.users'>) {
  const scope = await scopeOf(ctx, input);
  return { results: await findAuditUsers(ctx.db, scope, input.search, AUDIT_USER_CHOICES) };
}
