import type { AuditInfo, AuditRow } from '@console/contract';
import { redact } from '../../audit/audit';
import { isoDate, jsonValue } from '../../db/sql';
import type { AuditRecordDetail, AuditRecordRow } from './audit-log.repository';

export function toAuditRow(r: Omit<AuditRecordRow, 'atText'>): AuditRow {
  return {
    id: Number(r.id),
    at: isoDate(r.at),
    userId: r.userId,
    userName: r.userName ?? '',
    ownerId: r.ownerId,
    ownerName: r.ownerName ?? '',
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId ?? '',
    ip: r.ip ?? '',
  };
}

/** Secrets are removed when a record is written; removed again here for records older than that rule. */
export function toAuditInfo(r: AuditRecordDetail): AuditInfo {
  return {
    ...toAuditRow(r),
    orgName: r.orgName ?? '',
    before: redact(jsonValue<unknown>(r.before as unknown, null)),
    after: redact(jsonValue<unknown>(r.after as unknown, null)),
  };
}
