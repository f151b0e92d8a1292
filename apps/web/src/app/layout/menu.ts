import { isMarketingOnly, type LabelCode, type Principal } from '@console/contract';

export interface MenuEntry {
  path: string;
  label: LabelCode<'MENU'>;
  visible: (p: Principal) => boolean;
}

export interface MenuSection {
  label: LabelCode<'MENU'>;
  entries: MenuEntry[];
}

/** 000 section 6: a super user of a PM owner sees everything. */
const fullMenu = (p: Principal) => p.superUser && p.ownerType === 'PM';
const ownerArea = (p: Principal) => !isMarketingOnly(p);

/**
 * The side menu of 000 section 2.3, holding only the screens that exist: an area's entries are
 * added here by the issue that builds it, never as placeholders.
 */
export const MENU: MenuSection[] = [
  {
    label: 'PLATFORM_SETTING',
    entries: [{ path: '/ownersettings', label: 'OWNER_SETTINGS', visible: ownerArea }],
  },
  { label: 'CONTENT', entries: [] },
  { label: 'MARKETING', entries: [] },
  { label: 'LOCALISATION', entries: [] },
];

export function visibleMenu(p: Principal): MenuSection[] {
  return MENU.map((s) => ({ ...s, entries: s.entries.filter((e) => e.visible(p) || fullMenu(p)) })).filter(
    (s) => s.entries.length > 0,
  );
}
