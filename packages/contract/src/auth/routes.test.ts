import { describe, expect, it } from 'vitest';
import { CALLS } from '../catalogue';
import { PERMISSIONS, type OwnerType, type Principal } from './permissions';
import { CREDIT_ADDING, mayOpen, menuOf, ROUTES, routeAt, type RouteDef } from './routes';
import { OWNER_ADMIN } from './test-principals';

const base = OWNER_ADMIN;
/** The four demo logins of the README. */
const DEMO = {
  platform: { ...base, ownerType: 'PM', platformOwner: true, superUser: true },
  marketing: { ...base, ownerType: 'PM', platformOwner: true, rootUser: false, uAccess: ['MARKETING'] },
  teamspace: { ...base, ownerType: 'TS' },
  acme: base,
} satisfies Record<string, Principal>;

const paths = (p: Principal, acting?: OwnerType) =>
  menuOf(p, acting).flatMap((s) => s.entries.map((e) => e.path));
const opens = (p: Principal, acting?: OwnerType) =>
  Object.values(ROUTES as Record<string, RouteDef>)
    .filter((s) => mayOpen(s, p, acting))
    .map((s) => s.path);

/** Every screen, in the order of ROUTES. */
const ALL_PATHS = Object.values(ROUTES).map((s) => s.path);
/** The platform administrator's menu on a PM owner: the whole menu. */
const PLATFORM_MENU = [
  '/ownersettings',
  '/manageorgs',
  '/auditlog',
  '/planDetails',
  '/predefined',
  '/platformFunction',
  '/notifications',
  '/subscription',
  '/prompt',
  '/microservices',
  '/demoapp',
  '/registermicroservice',
  '/discount',
  '/promocode',
  '/referralcode',
  '/language',
  '/label',
  '/error',
  '/codelist',
  '/creditmanagement',
];
/** Localisation but Labels (and the code lists' value screens): a PM owner's only. */
const PM_OWNER_LOCALISATION = ['/language', '/error', '/codelist', '/valuelist', '/valuesublist'];
const without = (list: string[], out: string[]) => list.filter((p) => !out.includes(p));

describe('who may open which screen (docs/permissions.md)', () => {
  it('gives the platform administrator every screen on a PM owner', () => {
    expect(opens(DEMO.platform)).toEqual(ALL_PATHS);
    expect(paths(DEMO.platform)).toEqual(PLATFORM_MENU);
  });

  it('keeps only Labels of Localisation while PM staff act on a non-PM owner', () => {
    for (const acting of ['STD', 'TS'] as const) {
      expect(paths(DEMO.platform, acting)).toEqual(without(PLATFORM_MENU, PM_OWNER_LOCALISATION));
      expect(opens(DEMO.platform, acting)).toEqual(without(ALL_PATHS, PM_OWNER_LOCALISATION));
    }
  });

  it('gives the marketing-only user the Marketing screens only', () => {
    expect(opens(DEMO.marketing)).toEqual(['/discount', '/promocode', '/referralcode']);
    expect(menuOf(DEMO.marketing).map((s) => s.label)).toEqual(['MARKETING']);
  });

  it('gives the team-space administrator owner settings, organisations, microservices, registrations, the audit log and credit management', () => {
    expect(opens(DEMO.teamspace)).toEqual([
      '/ownersettings',
      '/manageorgs',
      '/microservices',
      '/registermicroservice',
      '/auditlog',
      '/creditmanagement',
    ]);
    expect(paths(DEMO.teamspace)).toEqual([
      '/ownersettings',
      '/manageorgs',
      '/auditlog',
      '/microservices',
      '/registermicroservice',
      '/creditmanagement',
    ]);
  });

  it('gives the acme administrator owner settings, organisations, the audit log and credit management', () => {
    expect(opens(DEMO.acme)).toEqual(['/ownersettings', '/manageorgs', '/auditlog', '/creditmanagement']);
    expect(paths(DEMO.acme)).toEqual(['/ownersettings', '/manageorgs', '/auditlog', '/creditmanagement']);
  });

  it('gives Credit Management to administrators (decision 0390), adding credit to PM staff only', () => {
    const mayAdd = (p: Principal) => mayOpen({ ...ROUTES.credits, open: CREDIT_ADDING }, p);
    expect(mayAdd(DEMO.platform)).toBe(true);
    expect(mayAdd({ ...base, ownerType: 'PM' })).toBe(true);
    for (const who of [DEMO.acme, DEMO.teamspace, DEMO.marketing]) expect(mayAdd(who)).toBe(false);
    // An organisation's administrator is its root user: the same permission; the server keeps them to
    // their own organisation.
    expect(mayOpen(ROUTES.credits, { ...base, rootUser: false })).toBe(false);
    expect(mayOpen(ROUTES.credits, DEMO.marketing)).toBe(false);
    expect(CALLS['credits.add'].permission).toBe(CREDIT_ADDING);
  });

  it('gives a plain user of an owner its settings and organisations, and nothing to a signed-out visitor', () => {
    expect(opens({ ...base, rootUser: false })).toEqual(['/ownersettings', '/manageorgs']);
    expect(Object.values(ROUTES).some((s) => mayOpen(s, null))).toBe(false);
  });

  it('groups the menu in the sections of 000 section 2.3, never an empty one', () => {
    const sections = menuOf(DEMO.platform);
    expect(sections.map((s) => s.label)).toEqual([
      'PLATFORM_SETTING',
      'CONTENT',
      'MARKETING',
      'LOCALISATION',
      'CREDIT_MANAGEMENT',
    ]);
    for (const who of Object.values(DEMO))
      for (const s of menuOf(who)) expect(s.entries.length).toBeGreaterThan(0);
  });

  it('finds a screen by its path, whatever its case', () => {
    expect(routeAt('/codelist')).toBe(ROUTES.codes);
    expect(routeAt('/CodeList/')).toBe(ROUTES.codes);
    expect(routeAt('/Discount')).toBe(ROUTES.discounts);
    expect(routeAt('/topup')).toBeUndefined();
  });

  it('gives every screen and call a known permission, writes never looser than reads of a screen', () => {
    for (const s of Object.values(ROUTES as Record<string, RouteDef>)) {
      for (const p of [s.open, s.calls.read, s.calls.write]) expect(PERMISSIONS).toContain(p);
      for (const who of Object.values(DEMO))
        for (const acting of ['PM', 'TS', 'STD'] as const)
          if (mayOpen({ ...s, open: s.calls.write }, who, acting))
            expect(mayOpen({ ...s, open: s.calls.read }, who, acting), s.path).toBe(true);
    }
  });

  it('takes the permission of every call of a screen from the screen', () => {
    const byScreen: Array<[RegExp, RouteDef]> = [
      [/^microservices\./, ROUTES.microservices],
      [/^codeLists\.(list|info|save|delete)$/, ROUTES.codes],
      [/^codeValues\./, ROUTES.codeValues],
      [/^subValues\./, ROUTES.codeSubValues],
      [/^labels\.(list|info|save|delete)$/, ROUTES.labels],
      [/^errors\.(list|info|save|delete)$/, ROUTES.errors],
      [/^languages\.(catalogue|add|remove)$/, ROUTES.language],
      [/^owners\.(list|create)$/, ROUTES.ownerList],
      [/^ownerSettings\./, ROUTES.ownerSettings],
      [/^auditLog\./, ROUTES.auditLog],
      [/^plans\./, ROUTES.planDetails],
      [/^(notifications|outages)\.(list|info|save|delete)$/, ROUTES.notifications],
      [/^outages\.active$/, ROUTES.microservices],
      [/^(prompt|promptVersions)\./, ROUTES.prompt],
      // credits.add is CREDIT_ADDING's (platform staff), tested above.
      [/^credits\.(organisations|accounts|list|history|redeem)$/, ROUTES.credits],
      [/^promoCodes\./, ROUTES.promoCodes],
      [/^discounts\./, ROUTES.discounts],
      [/^referralCodes\./, ROUTES.referralCodes],
    ];
    for (const [pattern, screen] of byScreen) {
      const calls = Object.values(CALLS).filter((c) => pattern.test(c.name));
      expect(calls.length, String(pattern)).toBeGreaterThan(0);
      for (const c of calls)
        expect(c.permission, c.name).toBe(c.mutates ? screen.calls.write : screen.calls.read);
    }
  });
});
