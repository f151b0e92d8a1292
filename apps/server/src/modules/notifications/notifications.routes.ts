import type { Handlers } from '../../http/context';
import { deleteNotifications, listAll, notificationInfo, saveNotification } from './notifications.service';
import { activeOutagesOf, deleteOutages, listAllOutages, outageInfo, saveOutage } from './outages.service';

export const notificationsHandlers = {
  'notifications.list': (input, ctx) => listAll(ctx, input),
  'notifications.info': (input, ctx) => notificationInfo(ctx, input),
  'notifications.save': (input, ctx) => saveNotification(ctx, input),
  'notifications.delete': (input, ctx) => deleteNotifications(ctx, input),
  'outages.list': (input, ctx) => listAllOutages(ctx, input),
  'outages.info': (input, ctx) => outageInfo(ctx, input),
  'outages.save': (input, ctx) => saveOutage(ctx, input),
  'outages.delete': (input, ctx) => deleteOutages(ctx, input),
  'outages.active': (input, ctx) => activeOutagesOf(ctx, input),
} satisfies Partial<Handlers>;
