import { sql } from 'drizzle-orm';
import { creatorName, creatorSort, selectWithCreator } from '../../crud/creator';
import { ownedRecords } from '../../crud/owned-records';
import { ownedRowWriter } from '../../crud/rows';
import { notifications } from '../../db/schema/index';

const SORTS = {
  type: notifications.type,
  version: sql`lower(${notifications.version})`,
  createdBy: creatorSort,
  dateCreated: notifications.createdAt,
};

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

const records = ownedRecords(notifications, {
  columns,
  sorts: SORTS,
  searched: [notifications.message, notifications.version, notifications.type],
  select: selectWithCreator,
});

export const listNotifications = records.page;
export const findNotification = records.find;

/** Updates notification `id`, or without an id adds it to the owner's; answers its id. */
export const writeNotification = ownedRowWriter(notifications);
