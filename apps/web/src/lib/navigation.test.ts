import { describe, expect, it } from 'vitest';
import type { Session } from '@console/contract';
import { isOwnerAreaPath, landingPath } from './navigation';

const session = (patch: Partial<Session>): Session =>
  ({
    ownerType: 'STD',
    platformOwner: false,
    superUser: false,
    rootUser: true,
    uAccess: [],
    ...patch,
  }) as Session;

describe('navigation rules', () => {
  it('knows the owner-area paths of 000 section 2.1, whatever their case', () => {
    expect(isOwnerAreaPath('/ownersettings')).toBe(true);
    expect(isOwnerAreaPath('/platformFunction')).toBe(true);
    expect(isOwnerAreaPath('/popup/create')).toBe(true);
    expect(isOwnerAreaPath('/auditlog')).toBe(true);
    expect(isOwnerAreaPath('/discount')).toBe(false);
    expect(isOwnerAreaPath('/login')).toBe(false);
  });

  it('lands PM staff on the owner list, marketing on /discount, others on owner settings', () => {
    expect(landingPath(session({ ownerType: 'PM', superUser: true }))).toBe('/ownerlisting');
    expect(landingPath(session({ ownerType: 'PM', rootUser: false, uAccess: ['MARKETING'] }))).toBe(
      '/discount',
    );
    expect(landingPath(session({ ownerType: 'TS' }))).toBe('/ownersettings');
  });
});
