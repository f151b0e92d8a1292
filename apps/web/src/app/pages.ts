import { lazy, type ComponentType } from 'react';
import type { ROUTES } from '@console/contract';

// Each area loads on demand, so the login page carries only what it needs.
export const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })),
);
export const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
const OwnerListPage = lazy(() =>
  import('../features/owners/owner-list-page').then((m) => ({ default: m.OwnerListPage })),
);
const OwnerSettingsPage = lazy(() =>
  import('../features/owners/owner-settings-page').then((m) => ({ default: m.OwnerSettingsPage })),
);
const OrganisationsPage = lazy(() =>
  import('../features/organisations/list/organisations-page').then((m) => ({ default: m.OrganisationsPage })),
);
/** Reached from the organisation list (no side-menu entry of its own), under the same screen's guard. */
export const OrganisationDetailsPage = lazy(() =>
  import('../features/organisations/details/organisation-details-page').then((m) => ({
    default: m.OrganisationDetailsPage,
  })),
);
/** The set-new-password page of reset and welcome e-mails: public, outside the console's frame. */
export const SetPasswordPage = lazy(() =>
  import('../features/organisations/set-password/set-password-page').then((m) => ({
    default: m.SetPasswordPage,
  })),
);
const MicroservicesPage = lazy(() =>
  import('../features/microservices/microservices-page').then((m) => ({ default: m.MicroservicesPage })),
);
const LanguagePage = lazy(() =>
  import('../features/localisation/language/language-page').then((m) => ({ default: m.LanguagePage })),
);
const LabelListPage = lazy(() =>
  import('../features/localisation/messages/label-list-page').then((m) => ({ default: m.LabelListPage })),
);
const ErrorListPage = lazy(() =>
  import('../features/localisation/messages/error-list-page').then((m) => ({ default: m.ErrorListPage })),
);
const CodeListPage = lazy(() =>
  import('../features/localisation/codes/code-list-page').then((m) => ({ default: m.CodeListPage })),
);
const ValueListPage = lazy(() =>
  import('../features/localisation/values/value-list-page').then((m) => ({ default: m.ValueListPage })),
);
const SubValueListPage = lazy(() =>
  import('../features/localisation/sub-values/sub-value-list-page').then((m) => ({
    default: m.SubValueListPage,
  })),
);

const AuditLogPage = lazy(() =>
  import('../features/audit-log/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
);
const PlanDetailsPage = lazy(() =>
  import('../features/plans/plan-details-page').then((m) => ({ default: m.PlanDetailsPage })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);
const SubscriptionsPage = lazy(() =>
  import('../features/subscriptions/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })),
);
const CreditsPage = lazy(() =>
  import('../features/credits/credits-page').then((m) => ({ default: m.CreditsPage })),
);
const DiscountsPage = lazy(() =>
  import('../features/marketing/discounts-page').then((m) => ({ default: m.DiscountsPage })),
);
const PromoCodesPage = lazy(() =>
  import('../features/marketing/promo-codes-page').then((m) => ({ default: m.PromoCodesPage })),
);
const ReferralCodesPage = lazy(() =>
  import('../features/marketing/referral-codes-page').then((m) => ({ default: m.ReferralCodesPage })),
);
const PromptPage = lazy(() =>
  import('../features/prompt/prompt-page').then((m) => ({ default: m.PromptPage })),
);

const RegistrationsPage = lazy(() =>
  import('../features/registrations/registrations-page').then((m) => ({ default: m.RegistrationsPage })),
);

const PlatformFunctionsPage = lazy(() =>
  import('../features/groups/platform-functions-page').then((m) => ({ default: m.PlatformFunctionsPage })),
);
const PredefinedGroupsPage = lazy(() =>
  import('../features/groups/predefined-groups-page').then((m) => ({ default: m.PredefinedGroupsPage })),
);

const DemoAppsPage = lazy(() =>
  import('../features/demo-apps/demo-apps-page').then((m) => ({ default: m.DemoAppsPage })),
);

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
