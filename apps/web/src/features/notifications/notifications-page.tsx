import { useState } from 'react';
import { Button } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { ListPage } from '../../components/crud/list-page';
import { useLabels } from '../../lib/labels';
import { NotificationList } from './notification-list';
import { OutageList } from './outage-list';

/** /notifications: Platform Setting - Notifications (001 section 2.2): notifications or outages, one at a time. */
export function NotificationsPage() {
  const t = useLabels('NOTIFICATIONS');
  const [outages, setOutages] = useState(false);
  const toggle = (
    <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setOutages(!outages)}>
      {outages ? t('SHOW_NOTIFICATIONS') : t('SHOW_OUTAGES')}
    </Button>
  );
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={outages ? t('OUTAGE_LIST') : t('NOTIFICATIONS')}>
      {outages ? (
        <OutageList key="outages" toggle={toggle} />
      ) : (
        <NotificationList key="notifications" toggle={toggle} />
      )}
    </ListPage>
  );
}
