import { describe, expect, it } from 'vitest';
import {
  ACTING_OWNER_PERMISSIONS,
  hasPermission,
  isMarketingOnly,
  isPlatformStaff,
  OWNER_TYPES,
  PERMISSIONS,
  type Permission,
  type Principal,
} from './permissions';
import { PLAIN_USER } from './test-principals';

const base = PLAIN_USER;
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

  // The permissions each principal holds; every other one (but 'public') is refused.
  it.each([
    ['superAdmin', superAdmin, PERMISSIONS.filter((p) => p !== 'public')],
    [
      'PM root user',
      pmRoot,
      ['session', 'ownerUser', 'ownerAdmin', 'microserviceAdmin', 'platformStaff', 'platformLocalisation'],
    ],
    ['marketing user', marketing, ['session', 'marketing']],
    [
      'team-space administrator',
      { ...ownerAdmin, ownerType: 'TS' },
      ['session', 'ownerUser', 'ownerAdmin', 'microserviceAdmin'],
    ],
    ['owner administrator', ownerAdmin, ['session', 'ownerUser', 'ownerAdmin']],
    ['plain user', plainUser, ['session', 'ownerUser']],
  ] satisfies [string, Principal, Permission[]][])(
    'decides each permission for a %s',
    (_name, principal, held) => {
      for (const permission of PERMISSIONS.filter((p) => p !== 'public')) {
        expect(hasPermission(principal, permission), permission).toBe(held.includes(permission));
      }
    },
  );

  it('decides every permission but platformLocalisation from the user alone', () => {
    for (const p of [superAdmin, pmRoot, marketing, ownerAdmin, plainUser])
      for (const permission of PERMISSIONS.filter((x) => !ACTING_OWNER_PERMISSIONS.includes(x)))
        for (const acting of OWNER_TYPES)
          expect(hasPermission(p, permission, acting), permission).toBe(hasPermission(p, permission));
  });

  it('gives platform localisation to PM staff acting on a PM owner only', () => {
    for (const p of [superAdmin, pmRoot]) {
      expect(hasPermission(p, 'platformLocalisation', 'PM')).toBe(true);
      expect(hasPermission(p, 'platformLocalisation', 'STD')).toBe(false);
      expect(hasPermission(p, 'platformLocalisation', 'TS')).toBe(false);
    }
    expect(hasPermission({ ...ownerAdmin, ownerType: 'TS' }, 'platformLocalisation', 'PM')).toBe(false);
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
