import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { notifications, outageMicroservices, outages, ownerPlans, promptVersions } from '../schema/index';
import { insertedId } from '../sql';

/** Plan allocations of the demo owners (plan details, 001 section 2.1), above what each uses. */
const ALLOCATIONS = {
  platform: {
    rateLimit: '500',
    allocateCpu: '64',
    allocateMemory: '256',
    allocateStorage: '500',
    allocateGpu: '8',
    gpuType: 'NVIDIA A100',
    allocateAi: '20',
    allocateDa: '10',
  },
  teamspace: {
    rateLimit: '200',
    allocateCpu: '8',
    allocateMemory: '16',
    allocateStorage: '100',
    allocateGpu: '2',
    gpuType: 'NVIDIA T4',
    allocateAi: '4',
    allocateDa: '2',
  },
  acme: {
    rateLimit: '100',
    allocateCpu: '4',
    allocateMemory: '8',
    allocateStorage: '50',
    allocateGpu: '0',
    gpuType: null,
    allocateAi: '3',
    allocateDa: '2',
  },
} as const;

/**
 * Notifications, outages (an Active one on a catalogue microservice, so its badge shows on the
 * microservices page) and two versions of the chat prompt for the platform, and the demo owners' plan
 * allocations.
 */
export async function seedDemoPlatformNotices(
  db: Db,
  ids: { platform: number; teamspace: number; acme: number; adminId: number; catalogue: number[] },
): Promise<void> {
  for (const owner of ['platform', 'teamspace', 'acme'] as const)
    await db.update(ownerPlans).set(ALLOCATIONS[owner]).where(eq(ownerPlans.ownerId, ids[owner]));
  const by = { ownerId: ids.platform, createdBy: ids.adminId, updatedBy: ids.adminId };
  await db.insert(notifications).values([
    {
      ...by,
      type: 'version',
      version: '2.4.0',
      message:
        '<p><strong>Version 2.4.0</strong> brings plan charts and outage badges. Read the <a href="https://docs.platform.example/releases/2.4" target="_blank" rel="noopener noreferrer">release notes</a>.</p>',
      createdAt: sql`now() - interval '3 days'`,
    },
    {
      ...by,
      type: 'notify',
      version: '2.3.5',
      message:
        '<p>Scheduled maintenance on <strong>Sunday 02:00–03:00 UTC</strong>: the console stays read-only.</p>',
      createdAt: sql`now() - interval '1 day'`,
    },
  ]);
  const activeId = await insertedId(db, outages, {
    ...by,
    status: 'Active',
    outage: '<p><strong>Speech to Text</strong> answers slowly: the upstream LLM provider is degraded.</p>',
    startAt: sql`date_trunc('hour', now()) - interval '2 hours'`,
  });
  await db.insert(outages).values({
    ...by,
    status: 'Closed',
    outage: '<p>Document OCR was unavailable for 20 minutes.</p>',
    startAt: sql`date_trunc('hour', now()) - interval '5 days'`,
    endAt: sql`date_trunc('hour', now()) - interval '5 days' + interval '20 minutes'`,
  });
  await db.insert(outageMicroservices).values({ outageId: activeId, microserviceId: ids.catalogue[2]! });
  await db.insert(promptVersions).values([
    {
      ownerId: ids.platform,
      createdBy: ids.adminId,
      promptText: 'You are a helpful assistant for the Modelhub platform. Answer briefly.',
      createdAt: sql`now() - interval '7 days'`,
    },
    {
      ownerId: ids.platform,
      createdBy: ids.adminId,
      promptText:
        'You are a helpful assistant for the Modelhub platform. Answer briefly and name the microservice that fits the question.',
      createdAt: sql`now() - interval '2 days'`,
    },
  ]);
}
