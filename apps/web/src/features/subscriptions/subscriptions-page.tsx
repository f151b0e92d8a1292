import { SwitchedListPage } from '../../components/crud/switched-list-page';
import { useLabels } from '../../lib/labels';
import { SubscriptionPlanList } from './subscription-plan-list';
import { UserSubscriptionList } from './user-subscription-list';

/** /subscription: Platform Setting - Subscription (001 section 2.3): user subscriptions or plans, one at a time. */
export function SubscriptionsPage() {
  const t = useLabels('SUBSCRIPTION');
  return (
    <SwitchedListPage
      breadcrumb={t('BREADCRUMB')}
      lists={[
        {
          title: t('USER_SUBSCRIPTIONS'),
          showLabel: t('SHOW_USER_SUBSCRIPTIONS'),
          list: (toggle) => <UserSubscriptionList toggle={toggle} />,
        },
        {
          title: t('SUBSCRIPTION_PLANS'),
          showLabel: t('SHOW_PLANS'),
          list: (toggle) => <SubscriptionPlanList toggle={toggle} />,
        },
      ]}
    />
  );
}
