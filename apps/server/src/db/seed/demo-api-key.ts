import { and, eq } from 'drizzle-orm';
import { API_KEY_PREFIX_LENGTH } from '@console/contract';
import type { Db } from '../client';
import { microservices, organisationFunctions, userFunctions, users } from '../schema/index';
import { hashKey } from '../../modules/auth/session.repository';

/**
 * The README's gateway call (decision 0350): a publicly known key, like the demo passwords, so it exists
 * only in the demo data of a fresh embedded database.
 */
export const DEMO_API_KEY = 'mhk_demo_acme_analyst_one_not_a_secret_0001';
export const DEMO_KEY_USER = 'analyst.one@acme.example';

/**
 * Acme's analyst holds the demo key and Fraud Detection (a catalogue microservice assigned to Acme,
 * priced per call) directly; Acme's main organisation is given it, and pays from its demo credit.
 */
export async function seedDemoApiKey(db: Db, ids: { platform: number; adminId: number }): Promise<void> {
  const [user] = await db
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(eq(users.userName, DEMO_KEY_USER));
  const [fn] = await db
    .select({ id: microservices.id })
    .from(microservices)
    .where(and(eq(microservices.ownerId, ids.platform), eq(microservices.code, 'FRAUDDET')));
  if (!user || !fn) throw new Error(`demo data: ${DEMO_KEY_USER} or Fraud Detection is missing`);
  await db
    .update(users)
    .set({
      apiKeyHash: hashKey(DEMO_API_KEY),
      apiKeyPrefix: DEMO_API_KEY.slice(0, API_KEY_PREFIX_LENGTH),
      apiKeyCreatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  const by = { orgId: user.orgId, functionId: fn.id, createdBy: ids.adminId };
  await db.insert(organisationFunctions).values(by).onConflictDoNothing();
  await db.insert(userFunctions).values({ ...by, userId: user.id });
}
