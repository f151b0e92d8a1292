import { describe, expect, it } from 'vitest';
import type { Principal } from './permissions';
import { menuOf as visibleMenu } from './routes';
import { OWNER_ADMIN } from './test-principals';

const base = OWNER_ADMIN;
const paths = (p: Principal) => visibleMenu(p).flatMap((s) => s.entries.map((e) => e.path));

describe('side menu', () => {
  it('gives an owner administrator the owner settings, organisations, the audit log and credit management', () => {
    expect(paths(base)).toEqual(['/ownersettings', '/manageorgs', '/auditlog', '/creditmanagement']);
  });

  it('offers the audit log to administrators only', () => {
    expect(paths({ ...base, ownerType: 'PM', platformOwner: true, superUser: true })).toContain('/auditlog');
    expect(paths({ ...base, rootUser: false })).not.toContain('/auditlog');
  });

  it('gives the PM super user every built entry', () => {
    expect(paths({ ...base, ownerType: 'PM', platformOwner: true, superUser: true })).toContain(
      '/ownersettings',
    );
  });

  it('hides the owner screens from a marketing-only user: Marketing only', () => {
    expect(paths({ ...base, rootUser: false, uAccess: ['MARKETING'] })).toEqual([
      '/discount',
      '/promocode',
      '/referralcode',
    ]);
  });

  it('offers Microservices to PM staff and team-space administrators only', () => {
    expect(paths({ ...base, ownerType: 'PM', platformOwner: true, superUser: true })).toContain(
      '/microservices',
    );
    expect(paths({ ...base, ownerType: 'PM' })).toContain('/microservices');
    expect(paths({ ...base, ownerType: 'TS' })).toContain('/microservices');
    expect(paths({ ...base, ownerType: 'TS', rootUser: false })).not.toContain('/microservices');
    expect(paths(base)).not.toContain('/microservices');
  });

  it('offers Localisation to PM staff, and only Labels while a non-PM owner is picked', () => {
    const superUser: Principal = { ...base, ownerType: 'PM', platformOwner: true, superUser: true };
    expect(paths(superUser)).toEqual(expect.arrayContaining(['/language', '/label', '/error', '/codelist']));
    expect(paths({ ...base, ownerType: 'PM' })).toContain('/codelist');
    const onStd = visibleMenu(superUser, 'STD').flatMap((s) => s.entries.map((e) => e.path));
    expect(onStd).toContain('/label');
    expect(onStd).not.toContain('/language');
    expect(onStd).not.toContain('/codelist');
    expect(paths(base)).not.toContain('/label');
  });

  it('never shows an empty section', () => {
    for (const section of visibleMenu(base)) expect(section.entries.length).toBeGreaterThan(0);
  });
});
