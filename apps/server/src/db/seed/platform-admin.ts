import { ACCESS_FLAGS } from '@console/contract';
import type { Db } from '../client';
import { hashPassword } from '../../modules/auth/passwords';
import { insertOwnerGraph } from '../../modules/owners/owner-graph.repository';
import { loadPlatformReference } from './reference-data';

export interface PlatformAdminInput {
  clientId: string;
  userName: string;
  password: string;
  ownerName?: string;
}

/** The first platform administrator of a production database: the platform owner and its super user. */
export async function createPlatformAdmin(db: Db, input: PlatformAdminInput): Promise<void> {
  if (input.password.length < 12) throw new Error('The administrator password needs at least 12 characters');
  const { owner } = await insertOwnerGraph(db, {
    owner: {
      name: input.ownerName ?? 'Platform',
      code: input.clientId.toLowerCase(),
      type: 'PM',
      platformOwner: true,
    },
    org: { name: input.ownerName ?? 'Platform', clientId: input.clientId.toLowerCase() },
    admin: {
      userName: input.userName,
      email: input.userName,
      passwordHash: await hashPassword(input.password),
      superUser: true,
      accessFlags: [...ACCESS_FLAGS],
    },
    plan: { planDuration: '1 Year', planType: 'Named Users', noOfUsers: 10, fileSize: 10 },
    languageCodes: ['EN'],
  });
  await loadPlatformReference(db, owner.id);
}
