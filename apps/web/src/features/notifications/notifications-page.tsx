import { switchedListPage } from '../../components/crud/switched-list-page';
import { NotificationList } from './notification-list';
import { OutageList } from './outage-list';

/** /notifications: Platform Setting - Notifications (001 section 2.2): notifications or outages, one at a time. */
export const NotificationsPage = switchedListPage('NOTIFICATIONS', [
  { title: 'NOTIFICATIONS', showLabel: 'SHOW_NOTIFICATIONS', List: NotificationList },
  { title: 'OUTAGE_LIST', showLabel: 'SHOW_OUTAGES', List: OutageList },
]);
