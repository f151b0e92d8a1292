import { describe, expect, it } from 'vitest';
import type { Principal } from '@console/contract';
import { visibleMenu } from './menu';

const base: Principal = { ownerType: 'STD', platformOwner: false, superUser: false, rootUser: true, uAccess: [] };
const paths = (p: Principal) => visibleMenu(p).flatMap((s) => s.entries.map((e) => e.path));

describe('side menu', () => {
  it('gives an owner administrator the owner settings', () => {
    expect(paths(base)).toEqual(['/ownersettings']);
  });

  it('gives the PM super user every built entry', () => {
    expect(paths({ ...base, ownerType: 'PM', platformOwner: true, superUser: true })).toContain('/ownersettings');
  });

  it('hides the owner screens from a marketing-only user', () => {
    expect(paths({ ...base, rootUser: false, uAccess: ['MARKETING'] })).toEqual([]);
  });

  it('never shows an empty section', () => {
    for (const section of visibleMenu(base)) expect(section.entries.length).toBeGreaterThan(0);
  });
});
