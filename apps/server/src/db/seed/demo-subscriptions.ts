import { and, eq } from 'drizzle-orm';
import type { ActivationKeyDetails } from '@console/contract';
import type { Db } from '../client';
import { organisations, subscriptionPlans, userSubscriptions } from '../schema/index';
import { storedKeyPair } from '../../modules/subscriptions/activation-key-pair';
import { signActivationKey } from '../../modules/subscriptions/activation-keys';

const PLANS = [
  {
    planName: 'Basic',
    noOfUsers: 5,
    fileSize: 10,
    price: '49 USD / month',
    description: 'For a small team trying the platform: five named users and 10 GB of storage.',
    details: 'Shared GPU pool, community support, one organisation, e-mail notifications of outages.',
  },
  {
    planName: 'Standard',
    noOfUsers: 25,
    fileSize: 100,
    price: '199 USD / month',
    description: 'For a department: twenty-five named users, 100 GB of storage and priority support.',
    details: 'Dedicated GPU quota, business-hours support, SSO, audit log export and usage reports.',
  },
];

/**
 * Two subscription plans and two user subscriptions of TeamSpace: a key already used by its Vision
 * Research Group, and an unused one a newcomer can enter in Create Organization And Assign Token.
 * The keys are signed with the key pair kept in the database (the embedded default).
 */
export async function seedDemoSubscriptions(
  db: Db,
  ids: { platform: number; teamspace: number; adminId: number },
): Promise<void> {
  const by = { createdBy: ids.adminId, updatedBy: ids.adminId };
  const plans = await db
    .insert(subscriptionPlans)
    .values(PLANS.map((p) => ({ ...p, ...by, ownerId: ids.platform })))
    .returning({ id: subscriptionPlans.id });
  const [vision] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.ownerId, ids.teamspace), eq(organisations.clientId, 'ts-vision')));
  const pair = await storedKeyPair(db);
  const issue = async (details: ActivationKeyDetails, planId: number, orgId: number | null) => {
    const key = await signActivationKey(pair, ids.teamspace, details);
    await db.insert(userSubscriptions).values({
      ...details,
      ...by,
      ownerId: ids.teamspace,
      keyId: key.keyId,
      activationKey: key.token,
      expiresAt: key.expiresAt,
      planId,
      orgId,
      usedAt: orgId ? new Date() : null,
      usedBy: orgId ? ids.adminId : null,
    });
    if (orgId)
      await db.update(organisations).set({ activationKey: key.token }).where(eq(organisations.id, orgId));
  };
  await issue(
    {
      orgName: 'Vision Research Group',
      email: 'vision@teamspace.example',
      planDuration: '1 Year',
      planType: 'Named Users',
      noOfUsers: 25,
      fileSize: 100,
      noOfConversation: 0,
    },
    plans[1]!.id,
    vision?.id ?? null,
  );
  await issue(
    {
      orgName: 'Speech Analytics Lab',
      email: 'speech@teamspace.example',
      planDuration: '6 month',
      planType: 'Conversation',
      noOfUsers: 5,
      fileSize: 0,
      noOfConversation: 5000,
    },
    plans[0]!.id,
    null,
  );
}
