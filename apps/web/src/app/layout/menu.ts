import {
  isMarketingOnly,
  isPlatformStaff,
  type LabelCode,
  type OwnerType,
  type Principal,
} from '@console/contract';

export interface MenuEntry {
  path: string;
  label: LabelCode<'MENU'>;
  visible: (p: Principal) => boolean;
  /** Shown only while the acting (picked) owner is a PM owner (000 section 6). */
  pmOwnerOnly?: boolean;
}

export interface MenuSection {
  label: LabelCode<'MENU'>;
  entries: MenuEntry[];
}

/** 000 section 6: a super user of a PM owner sees everything. */
const fullMenu = (p: Principal) => p.superUser && p.ownerType === 'PM';
const ownerArea = (p: Principal) => !isMarketingOnly(p);
/** Microservices: PM staff, and administrators of a team-space (TS) owner. */
const microserviceArea = (p: Principal) => isPlatformStaff(p) || (p.ownerType === 'TS' && p.rootUser);

/**
 * The side menu of 000 section 2.3, holding only the screens that exist: an area's entries are
 * added here by the issue that builds it, never as placeholders.
 */
export const MENU: MenuSection[] = [
  {
    label: 'PLATFORM_SETTING',
    entries: [{ path: '/ownersettings', label: 'OWNER_SETTINGS', visible: ownerArea }],
  },
  {
    label: 'CONTENT',
    entries: [{ path: '/microservices', label: 'MICROSERVICES', visible: microserviceArea }],
  },
  { label: 'MARKETING', entries: [] },
  {
    label: 'LOCALISATION',
    // 000 section 6: on a non-PM owner the super user keeps a single localisation entry (Labels).
    entries: [
      { path: '/language', label: 'LANGUAGE', visible: isPlatformStaff, pmOwnerOnly: true },
      { path: '/label', label: 'LABELS', visible: isPlatformStaff },
      { path: '/error', label: 'ERRORS', visible: isPlatformStaff, pmOwnerOnly: true },
      { path: '/codelist', label: 'CODES', visible: isPlatformStaff, pmOwnerOnly: true },
    ],
  },
];

/** The entries a user may open; `acting` is the type of the owner acted on (the picked one for PM staff). */
export function visibleMenu(p: Principal, acting: OwnerType = p.ownerType): MenuSection[] {
  const shown = (e: MenuEntry) => (e.visible(p) || fullMenu(p)) && (!e.pmOwnerOnly || acting === 'PM');
  return MENU.map((s) => ({ ...s, entries: s.entries.filter(shown) })).filter((s) => s.entries.length > 0);
}
