import { useState } from 'react';
import { Button } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { ListPage } from '../../components/crud/list-page';
import { useLabels } from '../../lib/labels';
import { SubscriptionPlanList } from './subscription-plan-list';
import { UserSubscriptionList } from './user-subscription-list';

/** /subscription: Platform Setting - Subscription (001 section 2.3): user subscriptions or plans, one at a time. */
export function SubscriptionsPage() {
  const t = useLabels('SUBSCRIPTION');
  const [plans, setPlans] = useState(false);
  const toggle = (
    <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setPlans(!plans)}>
      {plans ? t('SHOW_USER_SUBSCRIPTIONS') : t('SHOW_PLANS')}
    </Button>
  );
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={plans ? t('SUBSCRIPTION_PLANS') : t('USER_SUBSCRIPTIONS')}>
      {plans ? (
        <SubscriptionPlanList key="plans" toggle={toggle} />
      ) : (
        <UserSubscriptionList key="users" toggle={toggle} />
      )}
    </ListPage>
  );
}
