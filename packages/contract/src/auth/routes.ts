import type { LabelCode } from '../screens';
import { hasPermission, type OwnerType, type Permission, type Principal } from './permissions';

/** The side menu's sections of 000 section 2.3, in order. */
export const MENU_SECTIONS = [
  'PLATFORM_SETTING',
  'CONTENT',
  'MARKETING',
  'LOCALISATION',
  'CREDIT_MANAGEMENT',
] as const satisfies readonly LabelCode<'MENU'>[];
export type MenuSectionId = (typeof MENU_SECTIONS)[number];

/** Who may read and who may change through a screen's calls. */
export interface RouteCalls {
  read: Permission;
  write: Permission;
}

export interface RouteDef {
  /** The route (000 section 2.1). */
  path: `/${string}`;
  /** The screen's side-menu entry; none for screens reached from another screen. */
  menu?: { section: MenuSectionId; label: LabelCode<'MENU'> };
  /** Who may open the screen: its menu entry and its route guard. */
  open: Permission;
  /** The permission of the screen's calls: the contract's call declarations reference these. */
  calls: RouteCalls;
  /**
   * The screen's data is the platform's, not the acting owner's (notifications, subscriptions, the
   * prompt): the owner picker is not shown on it, since picking an owner would change nothing there.
   */
  platformWide?: true;
}

/** A screen whose calls, reading and writing, need what opening it needs. */
const openTo = <const P extends Permission>(permission: P): { open: P; calls: RouteCalls } => ({
  open: permission,
  calls: { read: permission, write: permission },
});

/**
 * Localisation kept for platform owners (000 section 6: on a non-PM owner only Labels stays): PM staff
 * read every owner's data, but change it only while acting on a PM owner.
 */
const platformLocalisation: RouteCalls = { read: 'platformStaff', write: 'platformLocalisation' };

/**
 * The console's screens by route (000 section 2.1), one declaration each of who may open it (decided
 * from 000 section 6; table in docs/permissions.md). The side menu, the route guards and the server
 * permissions of the screen's calls all come from here. A screen enters this list with the issue that
 * builds it. (Not to be confused with the label screens of `screens.ts`, keyed by screen id.)
 */
export const ROUTES = {
  ownerList: { path: '/ownerlisting', ...openTo('platformStaff') },
  ownerSettings: {
    path: '/ownersettings',
    menu: { section: 'PLATFORM_SETTING', label: 'OWNER_SETTINGS' },
    open: 'ownerUser',
    // Every signed-in frame is themed from the acting owner's settings, so reading them needs a session only.
    calls: { read: 'session', write: 'ownerAdmin' },
  },
  /**
   * 002 sections 2.9 to 2.11: the organisation list, and from it each organisation's details with its
   * users (/orgdetails). Every owner user opens them; the access flags of 002 section 6 (ORG_FLAGS)
   * decide each button and, on the server, each call.
   */
  organisations: {
    path: '/manageorgs',
    menu: { section: 'PLATFORM_SETTING', label: 'ORGANISATIONS' },
    ...openTo('ownerUser'),
  },
  microservices: {
    path: '/microservices',
    menu: { section: 'CONTENT', label: 'MICROSERVICES' },
    ...openTo('microserviceAdmin'),
  },
  /**
   * 001 section 2.8: the acting owner's demo apps. A platform-administration screen (001 section 6), so
   * platform staff only, acting on the owner they picked (decision 0200).
   */
  demoApps: {
    path: '/demoapp',
    menu: { section: 'CONTENT', label: 'DEMO_APPS' },
    ...openTo('platformStaff'),
  },
  /**
   * 002 section 2.8: PM staff and team-space administrators register custom models for the acting owner;
   * approving and rejecting them is PM staff's alone (REGISTRATION_APPROVAL).
   */
  registerMicroservice: {
    path: '/registermicroservice',
    menu: { section: 'CONTENT', label: 'REGISTER_MICROSERVICE' },
    ...openTo('microserviceAdmin'),
  },
  /** 001 sections 2.9 to 2.11; a marketing-only user lands on /discount (000 sections 2.1 and 6). */
  discounts: {
    path: '/discount',
    platformWide: true,
    menu: { section: 'MARKETING', label: 'DISCOUNTS' },
    ...openTo('marketing'),
  },
  promoCodes: {
    path: '/promocode',
    platformWide: true,
    menu: { section: 'MARKETING', label: 'PROMO_CODES' },
    ...openTo('marketing'),
  },
  referralCodes: {
    path: '/referralcode',
    platformWide: true,
    menu: { section: 'MARKETING', label: 'REFERRAL_CODES' },
    ...openTo('marketing'),
  },
  language: {
    path: '/language',
    menu: { section: 'LOCALISATION', label: 'LANGUAGE' },
    open: 'platformLocalisation',
    calls: platformLocalisation,
  },
  labels: {
    path: '/label',
    menu: { section: 'LOCALISATION', label: 'LABELS' },
    ...openTo('platformStaff'),
  },
  errors: {
    path: '/error',
    menu: { section: 'LOCALISATION', label: 'ERRORS' },
    open: 'platformLocalisation',
    calls: platformLocalisation,
  },
  codes: {
    path: '/codelist',
    menu: { section: 'LOCALISATION', label: 'CODES' },
    open: 'platformLocalisation',
    calls: platformLocalisation,
  },
  codeValues: { path: '/valuelist', open: 'platformLocalisation', calls: platformLocalisation },
  codeSubValues: {
    path: '/valuesublist',
    open: 'platformLocalisation',
    calls: platformLocalisation,
  },
  // Read-only; platform staff read every owner's records, an owner's administrator only their owner's.
  auditLog: {
    path: '/auditlog',
    menu: { section: 'PLATFORM_SETTING', label: 'AUDIT_LOG' },
    ...openTo('ownerAdmin'),
  },
  planDetails: {
    path: '/planDetails',
    menu: { section: 'PLATFORM_SETTING', label: 'PLAN_DETAILS' },
    ...openTo('platformStaff'),
  },
  /** 001 section 2.12: the acting owner's pre-defined groups. */
  predefinedGroups: {
    path: '/predefined',
    menu: { section: 'PLATFORM_SETTING', label: 'PREDEFINED' },
    ...openTo('platformStaff'),
  },
  /** 001 section 2.7: the platform's functions (type 140), the platform owner's whichever owner is picked. */
  platformFunctions: {
    path: '/platformFunction',
    menu: { section: 'PLATFORM_SETTING', label: 'FUNCTIONS' },
    ...openTo('platformStaff'),
    platformWide: true,
  },
  notifications: {
    path: '/notifications',
    platformWide: true,
    menu: { section: 'PLATFORM_SETTING', label: 'NOTIFICATIONS' },
    ...openTo('platformStaff'),
  },
  subscription: {
    path: '/subscription',
    platformWide: true,
    menu: { section: 'PLATFORM_SETTING', label: 'SUBSCRIPTION' },
    ...openTo('platformStaff'),
  },
  /**
   * 002 section 2.7: an organisation's credit ledger. PM staff act on any owner's organisations; an
   * owner's administrators on their own owner's, and an organisation's administrator on their own
   * organisation only (decision 0390). Adding credit is platform staff's (CREDIT_ADDING).
   */
  credits: {
    path: '/creditmanagement',
    menu: { section: 'CREDIT_MANAGEMENT', label: 'CREDIT_MANAGEMENT' },
    ...openTo('ownerAdmin'),
  },
  prompt: {
    path: '/prompt',
    platformWide: true,
    menu: { section: 'PLATFORM_SETTING', label: 'PROMPT' },
    ...openTo('platformStaff'),
  },
} as const satisfies Record<string, RouteDef>;

/** 002 section 6: only PM owners approve and reject registrations (PM staff, on any owner). */
export const REGISTRATION_APPROVAL: Permission = 'platformStaff';

/**
 * 002 sections 2.7 and 6: credit adding (and the owner picker) only for org type main and not team
 * space, which is PM staff in this console (decision 0390): `credits.add` and the Add Credit button.
 */
export const CREDIT_ADDING: Permission = 'platformStaff';

/** Whether `p` may open a screen while acting on an owner of type `acting` (by default their own). */
export function mayOpen(screen: RouteDef, p: Principal | null, acting?: OwnerType): boolean {
  return hasPermission(p, screen.open, acting ?? p?.ownerType);
}

/** The screen whose route is `pathname` (paths compared without case, as the router does). */
export function routeAt(pathname: string): RouteDef | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return Object.values(ROUTES).find((s: RouteDef) => s.path.toLowerCase() === path);
}

export interface MenuEntry {
  path: string;
  label: LabelCode<'MENU'>;
}
export interface MenuSection {
  label: MenuSectionId;
  entries: MenuEntry[];
}

/** The side menu of `p` acting on an owner of type `acting`: the screens they may open, no empty section. */
export function menuOf(p: Principal, acting?: OwnerType): MenuSection[] {
  const screens: RouteDef[] = Object.values(ROUTES);
  return MENU_SECTIONS.map((section) => ({
    label: section,
    entries: screens
      .filter((s) => s.menu?.section === section && mayOpen(s, p, acting))
      .map((s) => ({ path: s.path, label: s.menu!.label })),
  })).filter((s) => s.entries.length > 0);
}
