import { NOTIFICATION_MESSAGES as M, type CallParsedInput } from '@console/contract';
import { deleteCall, editedRow, infoCall, listCall } from '../../crud/owned-calls';
import { notifications } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { sanitizeRichText } from '../../markdown/sanitize-rich-text';
import { acting } from '../owners/owner-scope';
import { toNotificationRow } from './notifications.mapper';
import { findNotification, listNotifications, writeNotification } from './notifications.repository';

// Notifications are the platform's: whichever owner PM staff act on, they read and write the platform
// owner's rows (the owner they name is still checked: one that does not exist answers 404).

const notificationNotFound = () => notFound('Notification not found');

export const listAll = listCall('platform', 'dateCreated', listNotifications, toNotificationRow);

export const notificationInfo = infoCall(
  'platform',
  findNotification,
  notificationNotFound,
  toNotificationRow,
);

export async function saveNotification(ctx: CallContext, input: CallParsedInput<'notifications.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = await editedRow(ctx.db, a.platformId, input.id, findNotification, notificationNotFound);
  const values = {
    type: input.type,
    message: await sanitizeRichText(input.message, 'message', M.MESSAGE_REQ),
    version: input.version,
  };
  const id = await writeNotification(ctx.db, a.platformId, before?.id ?? 0, values, a.user.id);
  await ctx.audit({ targetType: 'notification', targetId: id, ownerId: a.platformId, before, after: values });
  return { message: before ? M.UPDATED : M.ADDED, id };
}

export const deleteNotifications = deleteCall(notifications, 'platform', {
  targetType: 'notification',
  notFound: 'Notification not found',
  message: M.DELETED,
});
