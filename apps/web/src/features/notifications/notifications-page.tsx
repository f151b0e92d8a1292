import { SwitchedListPage } from '../../components/crud/switched-list-page';
import { useLabels } from '../../lib/labels';
import { NotificationList } from './notification-list';
import { OutageList } from './outage-list';

/** /notifications: Platform Setting - Notifications (001 section 2.2): notifications or outages, one at a time. */
export function NotificationsPage() {
  const t = useLabels('NOTIFICATIONS');
  return (
    <SwitchedListPage
      breadcrumb={t('BREADCRUMB')}
      lists={[
        {
          title: t('NOTIFICATIONS'),
          showLabel: t('SHOW_NOTIFICATIONS'),
          list: (toggle) => <NotificationList toggle={toggle} />,
        },
        {
          title: t('OUTAGE_LIST'),
          showLabel: t('SHOW_OUTAGES'),
          list: (toggle) => <OutageList toggle={toggle} />,
        },
      ]}
    />
  );
}
