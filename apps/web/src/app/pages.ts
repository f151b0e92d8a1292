import { lazy, type ComponentType } from 'react';
import type { ROUTES } from '@console/contract';

/** A page loaded on demand: the export `name` of the module `load` imports. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

// Each area loads on demand, so the login page carries only what it needs.
export const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
export const AppLayout = lazyPage(() => import('./layout/app-layout'), 'AppLayout');
export const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');
const OwnerListPage = lazyPage(() => import('../features/owners/owner-list-page'), 'OwnerListPage');
const OwnerSettingsPage = lazyPage(
  () => import('../features/owners/owner-settings-page'),
  'OwnerSettingsPage',
);
const OrganisationsPage = lazyPage(
  () => import('../features/organisations/list/organisations-page'),
  'OrganisationsPage',
);
/** Reached from the organisation list (no side-menu entry of its own), under the same screen's guard. */
export const OrganisationDetailsPage = lazyPage(
  () => import('../features/organisations/details/organisation-details-page'),
  'OrganisationDetailsPage',
);
/** The set-new-password page of reset and welcome e-mails: public, outside the console's frame. */
export const SetPasswordPage = lazyPage(
  () => import('../features/organisations/set-password/set-password-page'),
  'SetPasswordPage',
);
const MicroservicesPage = lazyPage(
  () => import('../features/microservices/microservices-page'),
  'MicroservicesPage',
);
const LanguagePage = lazyPage(
  () => import('../features/localisation/language/language-page'),
  'LanguagePage',
);
const LabelListPage = lazyPage(
  () => import('../features/localisation/messages/label-list-page'),
  'LabelListPage',
);
const ErrorListPage = lazyPage(
  () => import('../features/localisation/messages/error-list-page'),
  'ErrorListPage',
);
const CodeListPage = lazyPage(() => import('../features/localisation/codes/code-list-page'), 'CodeListPage');
const ValueListPage = lazyPage(
  () => import('../features/localisation/values/value-list-page'),
  'ValueListPage',
);
const SubValueListPage = lazyPage(
  () => import('../features/localisation/sub-values/sub-value-list-page'),
  'SubValueListPage',
);

const AuditLogPage = lazyPage(() => import('../features/audit-log/audit-log-page'), 'AuditLogPage');
const PlanDetailsPage = lazyPage(() => import('../features/plans/plan-details-page'), 'PlanDetailsPage');
const NotificationsPage = lazyPage(
  () => import('../features/notifications/notifications-page'),
  'NotificationsPage',
);
const SubscriptionsPage = lazyPage(
  () => import('../features/subscriptions/subscriptions-page'),
  'SubscriptionsPage',
);
const CreditsPage = lazyPage(() => import('../features/credits/credits-page'), 'CreditsPage');
const DiscountsPage = lazyPage(() => import('../features/marketing/discounts-page'), 'DiscountsPage');
const PromoCodesPage = lazyPage(() => import('../features/marketing/promo-codes-page'), 'PromoCodesPage');
const ReferralCodesPage = lazyPage(
  () => import('../features/marketing/referral-codes-page'),
  'ReferralCodesPage',
);
const PromptPage = lazyPage(() => import('../features/prompt/prompt-page'), 'PromptPage');

const RegistrationsPage = lazyPage(
  () => import('../features/registrations/registrations-page'),
  'RegistrationsPage',
);

const PlatformFunctionsPage = lazyPage(
  () => import('../features/groups/platform-functions-page'),
  'PlatformFunctionsPage',
);
const PredefinedGroupsPage = lazyPage(
  () => import('../features/groups/predefined-groups-page'),
  'PredefinedGroupsPage',
);

const DemoAppsPage = lazyPage(() => import('../features/demo-apps/demo-apps-page'), 'DemoAppsPage');

/** The page of every screen the contract declares; a declared screen without a page does not compile. */
export const PAGES: Record<keyof typeof ROUTES, ComponentType> = {
  ownerList: OwnerListPage,
  ownerSettings: OwnerSettingsPage,
  organisations: OrganisationsPage,
  microservices: MicroservicesPage,
  registerMicroservice: RegistrationsPage,
  discounts: DiscountsPage,
  promoCodes: PromoCodesPage,
  referralCodes: ReferralCodesPage,
  language: LanguagePage,
  labels: LabelListPage,
  errors: ErrorListPage,
  codes: CodeListPage,
  codeValues: ValueListPage,
  codeSubValues: SubValueListPage,
  auditLog: AuditLogPage,
  planDetails: PlanDetailsPage,
  notifications: NotificationsPage,
  subscription: SubscriptionsPage,
  credits: CreditsPage,
  prompt: PromptPage,
  platformFunctions: PlatformFunctionsPage,
  predefinedGroups: PredefinedGroupsPage,
  demoApps: DemoAppsPage,
};
