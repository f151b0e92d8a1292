import { describe, expect, it } from 'vitest';
import { hasPermission, isMarketingOnly, isPlatformStaff, PERMISSIONS, type Principal } from './permissions';

const base: Principal = {
  ownerType: 'STD',
  platformOwner: false,
  superUser: false,
  rootUser: false,
  uAccess: [],
};
const superAdmin: Principal = {
  ...base,
  ownerType: 'PM',
  platformOwner: true,
  superUser: true,
  rootUser: true,
};
const pmRoot: Principal = { ...base, ownerType: 'PM', platformOwner: true, rootUser: true };
const marketing: Principal = { ...base, ownerType: 'PM', platformOwner: true, uAccess: ['MARKETING'] };
const ownerAdmin: Principal = { ...base, rootUser: true };
const plainUser: Principal = { ...base };

describe('permissions', () => {
  it('lets nobody but "public" through without a session', () => {
    for (const p of PERMISSIONS) expect(hasPermission(null, p)).toBe(p === 'public');
  });

  it.each([
    [
      'superAdmin',
      superAdmin,
      { session: true, ownerAdmin: true, platformStaff: true, superAdmin: true, marketing: true },
    ],
    [
      'PM root user',
      pmRoot,
      { session: true, ownerAdmin: true, platformStaff: true, superAdmin: false, marketing: false },
    ],
    [
      'marketing user',
      marketing,
      { session: true, ownerAdmin: false, platformStaff: false, superAdmin: false, marketing: true },
    ],
    [
      'owner administrator',
      ownerAdmin,
      { session: true, ownerAdmin: true, platformStaff: false, superAdmin: false, marketing: false },
    ],
    [
      'plain user',
      plainUser,
      { session: true, ownerAdmin: false, platformStaff: false, superAdmin: false, marketing: false },
    ],
  ] as const)('decides each permission for a %s', (_name, principal, expected) => {
    for (const [permission, allowed] of Object.entries(expected)) {
      expect(hasPermission(principal, permission as keyof typeof expected), permission).toBe(allowed);
    }
  });

  it('treats only PM administrators as platform staff', () => {
    expect(isPlatformStaff(superAdmin)).toBe(true);
    expect(isPlatformStaff({ ...ownerAdmin, ownerType: 'TS' })).toBe(false);
    expect(isPlatformStaff(marketing)).toBe(false);
  });

  it('marks a non-super, non-root user holding MARKETING as marketing-only', () => {
    expect(isMarketingOnly(marketing)).toBe(true);
    expect(isMarketingOnly({ ...superAdmin, uAccess: ['MARKETING'] })).toBe(false);
    expect(isMarketingOnly(plainUser)).toBe(false);
  });
});
