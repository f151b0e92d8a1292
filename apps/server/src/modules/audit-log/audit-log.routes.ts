import { areaHandlers } from '../../crud/area-handlers';
import type { Handlers } from '../../http/context';
import { auditInfo, facetsOfAudit, listAudit, usersOfAudit } from './audit-log.service';

export const auditLogHandlers = areaHandlers('auditLog', {
  list: listAudit,
  info: auditInfo,
  facets: facetsOfAudit,
  users: usersOfAudit,
}) satisfies Partial<Handlers>;
