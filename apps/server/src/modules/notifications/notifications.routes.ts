import { areaHandlers } from '../../crud/area-handlers';
import type { Handlers } from '../../http/context';
import { deleteNotifications, listAll, notificationInfo, saveNotification } from './notifications.service';
import { activeOutagesOf, deleteOutages, listAllOutages, outageInfo, saveOutage } from './outages.service';

export const notificationsHandlers = {
  ...areaHandlers('notifications', {
    list: listAll,
    info: notificationInfo,
    save: saveNotification,
    delete: deleteNotifications,
  }),
  ...areaHandlers('outages', {
    list: listAllOutages,
    info: outageInfo,
    save: saveOutage,
    delete: deleteOutages,
    active: activeOutagesOf,
  }),
} satisfies Partial<Handlers>;
