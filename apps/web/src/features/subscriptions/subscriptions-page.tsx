import { switchedListPage } from '../../components/crud/switched-list-page';
import { SubscriptionPlanList } from './subscription-plan-list';
import { UserSubscriptionList } from './user-subscription-list';

/** /subscription: Platform Setting - Subscription (001 section 2.3): user subscriptions or plans, one at a time. */
export const SubscriptionsPage = switchedListPage('SUBSCRIPTION', [
  { title: 'USER_SUBSCRIPTIONS', showLabel: 'SHOW_USER_SUBSCRIPTIONS', List: UserSubscriptionList },
  { title: 'SUBSCRIPTION_PLANS', showLabel: 'SHOW_PLANS', List: SubscriptionPlanList },
]);
