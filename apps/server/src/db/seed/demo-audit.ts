import type { Db } from '../client';
import { auditLog } from '../schema/index';
import { auditRow } from '../../audit/audit';

/** Who made the demo changes: an owner, its main organisation and its administrator. */
export interface DemoActor {
  ownerId: number;
  orgId: number;
  userId: number;
}

/** A microservice the owner's changes touch. */
export interface DemoMicroservice {
  id: number;
  name: string;
}

interface DemoChange {
  /** How long before the seed the change was made. */
  hoursAgo: number;
  action: string;
  targetType: string;
  targetId: number | string;
  before?: unknown;
  after?: unknown;
  ip: string;
}

const settings = (primary: string, secondary: string, email: string) => ({
  email,
  theme: { primary, secondary, fontFamily: 'Roboto', logo: { header: '/files/logo.png', width: 160 } },
});
const tiers = (first: number) => ({
  endpointType: 'sync',
  tiers: [
    { lower: 0, upper: 1000, cost: 0 },
    { lower: 1000, upper: 100000, cost: first },
  ],
});

/** A few weeks of changes an owner's administrator could have made, oldest first. */
function changesOf(owner: DemoActor, label: string, microservice: DemoMicroservice): DemoChange[] {
  const { id: microserviceId, name } = microservice;
  const email = `it@${label}.example`;
  return [
    {
      hoursAgo: 24 * 21,
      action: 'ownerSettings.save',
      targetType: 'owner_settings',
      targetId: owner.ownerId,
      before: settings('#1976d2', '#90caf9', email),
      after: settings('#b71c1c', '#e57373', email),
      ip: '203.0.113.10',
    },
    {
      hoursAgo: 24 * 14 + 3,
      action: 'files.upload',
      targetType: 'file',
      targetId: `${label}/logo.png`,
      after: { key: `${label}/logo.png`, contentType: 'image/png', size: 18_342 },
      ip: '203.0.113.10',
    },
    {
      hoursAgo: 24 * 9 + 5,
      action: 'microservices.save',
      targetType: 'microservice',
      targetId: microserviceId,
      before: { name, status: 'Draft', pricing: [tiers(0.004)], keywords: ['retail'] },
      after: {
        name,
        status: 'Active',
        pricing: [tiers(0.003)],
        keywords: ['retail', 'forecast'],
        useCase: 'Plan weekly orders per store.',
      },
      ip: '198.51.100.24',
    },
    {
      hoursAgo: 24 * 4 + 2,
      action: 'microservices.scalePod',
      targetType: 'microservice',
      targetId: microserviceId,
      before: { desiredReplica: 1 },
      after: { desiredReplica: 3 },
      ip: '198.51.100.24',
    },
    {
      hoursAgo: 26,
      action: 'ownerSettings.save',
      targetType: 'owner_settings',
      targetId: owner.ownerId,
      // A secret in a snapshot is removed when the record is written (auditRow), as for every call.
      before: { ...settings('#b71c1c', '#e57373', email), smtpPassword: 'old-demo-secret' },
      after: { ...settings('#b71c1c', '#e57373', `ops@${label}.example`), smtpPassword: 'new-demo-secret' },
      ip: '203.0.113.10',
    },
    {
      hoursAgo: 2,
      action: 'auth.logout',
      targetType: 'session',
      targetId: 1,
      ip: '203.0.113.10',
    },
  ];
}

/** The platform's own changes: an owner added, a label and a code list edited. */
function platformChanges(acmeId: number): DemoChange[] {
  return [
    {
      hoursAgo: 24 * 30,
      action: 'owners.create',
      targetType: 'owner',
      targetId: acmeId,
      after: {
        ownerName: 'Acme Analytics',
        clientId: 'acme',
        adminUser: 'admin@acme.example',
        adminPassword: 'x',
      },
      ip: '192.0.2.1',
    },
    {
      hoursAgo: 24 * 6,
      action: 'labels.save',
      targetType: 'label',
      targetId: 'LOGIN.TITLE',
      before: { text: 'Sign in', translations: { FR: 'Connexion' } },
      after: { text: 'Sign in to the console', translations: { FR: 'Connexion à la console' } },
      ip: '192.0.2.1',
    },
    {
      hoursAgo: 30,
      action: 'codeLists.save',
      targetType: 'code_list',
      targetId: 'REGIONS',
      before: { code: 'REGIONS', title: 'Regions', subList: 'no' },
      after: { code: 'REGIONS', title: 'Sales regions', subList: 'yes', desc: 'Where a customer buys' },
      ip: '192.0.2.1',
    },
  ];
}

/** Audit records for every demo owner, so the Audit Log screen is filled from the first start. */
export async function seedDemoAudit(
  db: Db,
  owners: { platform: DemoActor; teamspace: DemoActor; acme: DemoActor },
  microservices: { teamspace: DemoMicroservice; acme: DemoMicroservice },
): Promise<void> {
  const now = Date.now();
  const rows = [
    ...platformChanges(owners.acme.ownerId).map((c) => [owners.platform, c] as const),
    ...changesOf(owners.teamspace, 'teamspace', microservices.teamspace).map(
      (c) => [owners.teamspace, c] as const,
    ),
    ...changesOf(owners.acme, 'acme', microservices.acme).map((c) => [owners.acme, c] as const),
  ].map(([actor, c]) => ({
    at: new Date(now - c.hoursAgo * 3_600_000),
    ...auditRow({ actorUserId: actor.userId, ownerId: actor.ownerId, orgId: actor.orgId }, c, c.ip),
  }));
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.insert(auditLog).values(rows);
}
