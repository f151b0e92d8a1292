import { beforeAll } from 'vitest';
import { hashPassword } from '../../src/modules/auth/passwords';
import { insertOwnerGraph } from '../../src/modules/owners/owner-graph.repository';
import { loginAs, type TestApp } from './test-app';

export interface PartnerOwner {
  /** A second PM owner, not the platform's: it inherits the platform's localisation. */
  id: number;
  /** Its root administrator's session key (platform staff, as every PM administrator). */
  key: string;
}

/**
 * Adds a second PM owner in beforeAll. Errors, code lists and languages are changed only for PM owners
 * (docs/permissions.md), so tests of an owner's own copies and of inheritance use this one.
 */
export function usePartnerOwner(t: TestApp): PartnerOwner {
  const partner = {} as PartnerOwner;
  beforeAll(async () => {
    const password = 'Partner#2026!';
    const graph = await insertOwnerGraph(t.db, {
      owner: { name: 'Partner Hub', code: 'partner', type: 'PM', description: 'A second platform owner' },
      org: { name: 'Partner Hub HQ', clientId: 'partner', email: 'it@partner.example', description: '' },
      admin: {
        userName: 'admin@partner.example',
        email: 'admin@partner.example',
        passwordHash: await hashPassword(password),
      },
      plan: { planName: 'standard', planDuration: '1 Year', planType: 'Named Users', noOfUsers: 5 },
      languageCodes: ['EN', 'FR'],
    });
    const res = await loginAs(t.app, {
      clientid: 'partner',
      username: 'admin@partner.example',
      password,
    });
    if (res.status !== 200) throw new Error(`partner login answered ${res.status}`);
    Object.assign(partner, { id: graph.owner.id, key: res.body.userApiKey as string });
  });
  return partner;
}
