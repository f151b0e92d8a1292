import type { Handlers } from './context';
import { auditLogHandlers } from '../modules/audit-log/audit-log.routes';
import { authHandlers } from '../modules/auth/auth.routes';
import { filesHandlers } from '../modules/files/files.routes';
import { localisationHandlers } from '../modules/localisation/localisation.routes';
import { microservicesHandlers } from '../modules/microservices/microservices.routes';
import { ownersHandlers } from '../modules/owners/owners.routes';
import { organisationsHandlers } from '../modules/organisations/organisations.routes';
import { plansHandlers } from '../modules/plans/plans.routes';
import { notificationsHandlers } from '../modules/notifications/notifications.routes';
import { promptHandlers } from '../modules/prompt/prompt.routes';
import { subscriptionsHandlers } from '../modules/subscriptions/subscriptions.routes';
import { groupsHandlers } from '../modules/groups/groups.routes';
import { creditsHandlers } from '../modules/credits/credits.routes';
import { marketingHandlers } from '../modules/marketing/marketing.routes';
import { registrationsHandlers } from '../modules/registrations/registrations.routes';
import { demoAppsHandlers } from '../modules/demo-apps/demo-apps.routes';

/** Every call of the contract with its handler; the type fails to check when one is missing. */
export const HANDLERS: Handlers = {
  ...authHandlers,
  ...ownersHandlers,
  ...localisationHandlers,
  ...filesHandlers,
  ...microservicesHandlers,
  ...auditLogHandlers,
  ...organisationsHandlers,
  ...plansHandlers,
  ...notificationsHandlers,
  ...promptHandlers,
  ...subscriptionsHandlers,
  ...groupsHandlers,
  ...creditsHandlers,
  ...marketingHandlers,
  ...registrationsHandlers,
  ...demoAppsHandlers,
};
