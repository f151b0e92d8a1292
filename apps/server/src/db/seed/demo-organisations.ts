import { randomBytes } from 'node:crypto';
import { ROOT_USER_FLAGS } from '@console/contract';
import type { Db } from '../client';
import { organisationMedia, organisations, users } from '../schema/index';
import { newApiKey } from '../../modules/organisations/api-keys';
import { unusablePasswordHash } from '../../modules/organisations/organisations.service';
import { insertedId } from '../sql';

interface DemoOrg {
  name: string;
  clientId: string;
  email: string;
  description: string;
  deleted?: boolean;
  root: string;
  users: string[];
  /** Users of the organisation that were deleted (shown under 'Show deleted users'). */
  deletedUsers?: string[];
}

async function addUsers(
  db: Db,
  ownerId: number,
  orgId: number,
  createdBy: number,
  names: string[],
  extra: Partial<typeof users.$inferInsert> = {},
) {
  if (!names.length) return;
  const passwordHash = await unusablePasswordHash();
  await db.insert(users).values(
    names.map((userName, i) => {
      const key = newApiKey();
      return {
        ownerId,
        orgId,
        userName,
        email: userName.includes('@') ? userName : '',
        passwordHash,
        userType: i % 3 === 2 ? ('agent' as const) : ('user' as const),
        createdBy,
        apiKeyHash: key.apiKeyHash,
        apiKeyPrefix: key.apiKeyPrefix,
        apiKeyCreatedAt: key.apiKeyCreatedAt,
        ...extra,
      };
    }),
  );
}

/**
 * Demo organisations under an owner, with users (some deleted) and one deleted organisation, so the
 * organisation screens show something at once. Their users have no password yet (a reset e-mail sets one).
 */
export async function seedDemoOrganisations(
  db: Db,
  owner: { id: number; mainOrgId: number; adminId: number; expiryDate: string | null },
  orgs: DemoOrg[],
  mainUsers: string[],
): Promise<void> {
  await addUsers(db, owner.id, owner.mainOrgId, owner.adminId, mainUsers);
  for (const { deleted, root, users: orgUsers, deletedUsers, ...o } of orgs) {
    const orgId = await insertedId(db, organisations, {
      ...o,
      ownerId: owner.id,
      status: deleted ? 'Deleted' : 'Active',
      deletedAt: deleted ? new Date() : null,
      startDate: '2026-06-01',
      expiryDate: owner.expiryDate,
      activationKey: randomBytes(32).toString('hex'),
      createdBy: owner.adminId,
    });
    await addUsers(db, owner.id, orgId, owner.adminId, [root], {
      rootUser: true,
      accessFlags: ROOT_USER_FLAGS,
    });
    await addUsers(db, owner.id, orgId, owner.adminId, orgUsers);
    await addUsers(db, owner.id, orgId, owner.adminId, deletedUsers ?? [], {
      status: 'Deleted',
      deletedAt: new Date(),
    });
    await db.insert(organisationMedia).values([
      {
        orgId,
        mediaType: 'Telegram',
        mediaStatus: 'On',
        qrCode: `https://t.me/${o.clientId}`,
        mobile: '+44 20 7946 0018',
      },
      { orgId, mediaType: 'Instagram', mediaStatus: 'Off', qrCode: '', mobile: '' },
    ]);
  }
}

export const TEAMSPACE_ORGS: DemoOrg[] = [
  {
    name: 'Vision Research Group',
    clientId: 'ts-vision',
    email: 'vision@teamspace.example',
    description: 'Computer vision models for retail shelves and warehouses.',
    root: 'vision.lead@teamspace.example',
    users: [
      'maria.lopez@teamspace.example',
      'kenji.sato@teamspace.example',
      'a.very.long.local.part.name@teamspace.example',
    ],
    deletedUsers: ['former.intern@teamspace.example'],
  },
  {
    name: 'Speech Lab Partners',
    clientId: 'ts-speech',
    email: 'speech@teamspace.example',
    description: 'Speech recognition and voice assistants in 40 languages.',
    root: 'speech.lead@teamspace.example',
    users: ['olu.adeyemi@teamspace.example', 'ines.martin@teamspace.example'],
  },
  {
    name: 'Legacy Chatbots Team',
    clientId: 'ts-legacy',
    email: 'legacy@teamspace.example',
    description: 'Closed in 2026: kept for its history, can be reactivated.',
    deleted: true,
    root: 'legacy.lead@teamspace.example',
    users: ['old.bot@teamspace.example'],
  },
];

export const PLATFORM_ORGS: DemoOrg[] = [
  {
    name: 'Modelhub Customer Success',
    clientId: 'pm-success',
    email: 'success@platform.example',
    description: 'Onboarding and support of platform customers.',
    root: 'success.lead@platform.example',
    users: ['support.one@platform.example', 'support.two@platform.example'],
  },
  {
    name: 'Modelhub Sandbox',
    clientId: 'pm-sandbox',
    email: 'sandbox@platform.example',
    description: 'A retired sandbox organisation.',
    deleted: true,
    root: 'sandbox.lead@platform.example',
    users: [],
  },
];

export const ACME_MAIN_USERS = [
  'analyst.one@acme.example',
  'analyst.two@acme.example',
  'bot.agent@acme.example',
];
