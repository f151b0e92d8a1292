import { ACCESS_FLAGS, ROOT_USER_FLAGS } from '@console/contract';
import type { Db } from '../client';
import { microservices, users } from '../schema/index';
import { hashPassword } from '../../modules/auth/passwords';
import { insertOwnerGraph } from '../../modules/owners/owner-graph.repository';
import { loadPlatformReference } from './reference-data';
import { seedDemoMicroservices } from './demo-microservices';
import { seedDemoAudit } from './demo-audit';
import { ACME_MAIN_USERS, PLATFORM_ORGS, seedDemoOrganisations, TEAMSPACE_ORGS } from './demo-organisations';
import { seedDemoPlatformNotices } from './demo-platform-notices';
import { seedDemoSubscriptions } from './demo-subscriptions';
import { seedDemoGroups } from './demo-groups';
import { seedDemoCredits } from './demo-credits';
import { seedDemoRegistrations } from './demo-registrations';
import { seedDemoApps } from './demo-apps';
import { seedDemoApiKey } from './demo-api-key';

const CATALOGUE: ReadonlyArray<readonly [string, string, string]> = [
  ['Sentiment Analysis', 'SENTIMENT', 'Scores the tone of a text from very negative to very positive.'],
  ['Image Classifier', 'IMGCLASS', 'Labels the main subject of a photo among 1,000 everyday classes.'],
  ['Speech to Text', 'STT', 'Transcribes recorded speech in 40 languages with word timings.'],
  ['Document OCR', 'DOCOCR', 'Reads printed and handwritten text from scanned documents.'],
  ['Fraud Detection', 'FRAUDDET', "Flags card transactions that look unlike the holder's usual spending."],
  ['Demand Forecast', 'FORECAST', 'Forecasts daily demand per product from sales history.'],
  ['Named Entity Recognition', 'NER', 'Finds people, places, organisations and dates in a text.'],
  ['Text Summariser', 'SUMMARY', 'Condenses long documents into a short abstract.'],
];

/** A customer's admin: signs in with the e-mail, holds a root user's flags. */
const orgAdmin = (email: string, passwordHash: string) => ({
  userName: email,
  email,
  passwordHash,
  accessFlags: ROOT_USER_FLAGS,
});

/** The demo owners and logins of the README; loaded only into a new embedded database or by db:seed. */
export async function seedDemo(db: Db): Promise<void> {
  const adminHash = await hashPassword('Admin#2026!');
  const platform = await insertOwnerGraph(db, {
    owner: {
      name: 'Modelhub Platform',
      code: 'platform',
      type: 'PM',
      platformOwner: true,
      description: 'Platform administration',
      installationType: 'Modelhub Cloud',
      clusterId: 'mh-eu-1',
      startDate: '2026-01-01',
      expiryDate: '2027-12-31',
    },
    org: {
      name: 'Modelhub Operations',
      clientId: 'platform',
      email: 'ops@platform.example',
      description: 'Platform staff',
    },
    admin: {
      userName: 'admin@platform.example',
      email: 'admin@platform.example',
      passwordHash: adminHash,
      superUser: true,
      accessFlags: [...ACCESS_FLAGS],
    },
    plan: {
      planName: 'premium',
      planDuration: '1 Year',
      planType: 'Named Users',
      noOfUsers: 100,
      fileSize: 500,
    },
    settings: {
      email: 'ops@platform.example',
      nodeRedUrl: 'https://flows.platform.example',
      redisCloud: 'REDIS_CLOUD',
    },
    languageCodes: ['EN', 'FR'],
  });
  const platformId = platform.owner.id;
  await loadPlatformReference(db, platformId);
  await db.insert(users).values({
    ownerId: platformId,
    orgId: platform.org.id,
    userName: 'marketing@platform.example',
    email: 'marketing@platform.example',
    passwordHash: await hashPassword('Market#2026!'),
    accessFlags: ['MARKETING'],
  });
  const catalogue = await db
    .insert(microservices)
    .values(
      CATALOGUE.map(([name, code, description]) => ({
        ownerId: platformId,
        name,
        code,
        urlCode: code.toLowerCase(),
        description,
        inCatalogue: true,
      })),
    )
    .returning({ id: microservices.id });
  const ids = catalogue.map((m) => m.id);

  const teamspace = await insertOwnerGraph(db, {
    owner: {
      name: 'TeamSpace Labs',
      code: 'teamspace',
      type: 'TS',
      description: 'Team space for model builders',
      installationType: 'AWS',
      clusterId: 'ts-us-2',
      startDate: '2026-03-01',
      expiryDate: '2027-02-28',
      createdBy: platform.adminId,
    },
    org: {
      name: 'TeamSpace Labs HQ',
      clientId: 'teamspace',
      email: 'hello@teamspace.example',
      description: 'Main organisation',
    },
    admin: orgAdmin('admin@teamspace.example', adminHash),
    plan: {
      planName: 'business',
      planDuration: '1 Year',
      planType: 'Conversation',
      noOfUsers: 25,
      noOfConversation: 10000,
    },
    settings: { email: 'hello@teamspace.example', primary: '#00695c', secondary: '#4db6ac' },
    languageCodes: ['EN', 'FR'],
    microserviceIds: ids.slice(0, 4),
  });
  const acme = await insertOwnerGraph(db, {
    owner: {
      name: 'Acme Analytics',
      code: 'acme',
      type: 'STD',
      description: 'Retail analytics customer',
      installationType: 'Modelhub Cloud',
      clusterId: 'mh-eu-1',
      startDate: '2026-06-01',
      expiryDate: '2027-05-31',
      createdBy: platform.adminId,
    },
    org: {
      name: 'Acme Analytics Ltd',
      clientId: 'acme',
      email: 'it@acme.example',
      description: 'Main organisation',
    },
    admin: orgAdmin('admin@acme.example', adminHash),
    plan: {
      planName: 'standard',
      planDuration: '1 Year',
      planType: 'Named Users',
      noOfUsers: 10,
      fileSize: 50,
    },
    settings: { email: 'it@acme.example', primary: '#b71c1c', secondary: '#e57373' },
    languageCodes: ['EN', 'FR'],
    microserviceIds: ids.slice(4, 6),
  });
  /** The owners, the platform's admin and the catalogue's microservices: each seeder takes what it needs. */
  const demo = {
    platform: platformId,
    teamspace: teamspace.owner.id,
    acme: acme.owner.id,
    adminId: platform.adminId,
    catalogue: ids,
  };
  await seedDemoMicroservices(db, demo);
  const actor = (g: typeof acme) => ({ ownerId: g.owner.id, orgId: g.org.id, userId: g.adminId });
  await seedDemoAudit(
    db,
    { platform: actor(platform), teamspace: actor(teamspace), acme: actor(acme) },
    { teamspace: { id: ids[0]!, name: CATALOGUE[0]![0] }, acme: { id: ids[5]!, name: CATALOGUE[5]![0] } },
  );
  const ownerOf = (g: typeof acme) => ({
    id: g.owner.id,
    mainOrgId: g.org.id,
    adminId: g.adminId,
    expiryDate: g.owner.expiryDate,
  });
  await seedDemoOrganisations(db, ownerOf(platform), PLATFORM_ORGS, []);
  await seedDemoOrganisations(db, ownerOf(teamspace), TEAMSPACE_ORGS, ['designer@teamspace.example']);
  await seedDemoOrganisations(db, ownerOf(acme), [], ACME_MAIN_USERS);
  await seedDemoPlatformNotices(db, demo);
  await seedDemoSubscriptions(db, demo);
  await seedDemoGroups(db, demo);
  await seedDemoApiKey(db, demo);
  await seedDemoCredits(db, {
    ...demo,
    platformOrgId: platform.org.id,
    acmeOrgId: acme.org.id,
    teamspaceOrgId: teamspace.org.id,
  });
  await seedDemoRegistrations(db, [
    { id: teamspace.owner.id, code: teamspace.owner.code, adminId: teamspace.adminId, which: 'teamspace' },
    { id: platformId, code: platform.owner.code, adminId: platform.adminId, which: 'platform' },
  ]);
  await seedDemoApps(db, demo);
}
