import { and, eq, sql } from 'drizzle-orm';
import { creatorName, creatorSort, selectWithCreator } from '../../crud/creator';
import type { ListPaging } from '../../crud/paging';
import { orderOf, pageOfSelect, searchAny } from '../../crud/paging';
import { firstRow, ownedRow, ownedRowWriter } from '../../crud/rows';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { totalOver } from '../../db/sql';

const SORTS = {
  type: notifications.type,
  version: sql`lower(${notifications.version})`,
  createdBy: creatorSort,
  dateCreated: notifications.createdAt,
};
export type NotificationSort = keyof typeof SORTS;

const columns = {
  id: notifications.id,
  type: notifications.type,
  message: notifications.message,
  version: notifications.version,
  createdBy: creatorName,
  createdAt: notifications.createdAt,
};
export type NotificationRecord = { id: number; createdAt: Date } & Record<
  'type' | 'message' | 'version' | 'createdBy',
  string
>;

export function listNotifications(db: Db, ownerId: number, q: ListPaging<NotificationSort>) {
  return pageOfSelect(q, orderOf(q, SORTS, notifications.id, [notifications.id]), () =>
    selectWithCreator(db, notifications, { ...columns, total: totalOver })
      .where(
        and(
          eq(notifications.ownerId, ownerId),
          searchAny(q.search, [notifications.message, notifications.version, notifications.type]),
        ),
      )
      .$dynamic(),
  );
}

export const findNotification = (db: Db, ownerId: number, id: number) =>
  firstRow(selectWithCreator(db, notifications, columns).where(ownedRow(notifications, ownerId, id)));

/** Updates notification `id`, or without an id adds it to the owner's; answers its id. */
export const writeNotification = ownedRowWriter(notifications);
