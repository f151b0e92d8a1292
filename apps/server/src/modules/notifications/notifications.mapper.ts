import type { NotificationRow, OutageRow } from '@console/contract';
import { isoDate } from '../../db/sql';
import type { NotificationRecord } from './notifications.repository';

export const toNotificationRow = (r: NotificationRecord): NotificationRow => ({
  id: r.id,
  type: r.type as NotificationRow['type'],
  message: r.message,
  version: r.version,
  createdBy: r.createdBy,
  dateCreated: isoDate(r.createdAt),
});

export function toOutageRow(
  r: { id: number; status: OutageRow['status']; outage: string; startAt: Date | null; endAt: Date | null },
  affected: Array<{ outageId: number; id: number; name: string }>,
): OutageRow {
  return {
    id: r.id,
    status: r.status,
    outage: r.outage,
    startDateTime: r.startAt ? isoDate(r.startAt) : null,
    endDateTime: r.endAt ? isoDate(r.endAt) : null,
    microservices: affected.filter((a) => a.outageId === r.id).map(({ id, name }) => ({ id, name })),
  };
}
