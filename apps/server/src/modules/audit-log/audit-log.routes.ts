import type { Handlers } from '../../http/context';
import { auditInfo, facetsOfAudit, listAudit, usersOfAudit } from './audit-log.service';

export const auditLogHandlers = {
  'auditLog.list': (input, ctx) => listAudit(ctx, input),
  'auditLog.info': (input, ctx) => auditInfo(ctx, input),
  'auditLog.facets': (input, ctx) => facetsOfAudit(ctx, input),
  'auditLog.users': (input, ctx) => usersOfAudit(ctx, input),
} satisfies Partial<Handlers>;
