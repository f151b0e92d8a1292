import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { ListPaging } from '../../crud/paging';
import { ownedRecords } from '../../crud/owned-records';
import { listSelect, pageOfTable } from '../../crud/paging';
import { firstRow, ownedRowWriter } from '../../crud/rows';
import type { Db } from '../../db/client';
import { owners, subscriptionPlans, userSubscriptions } from '../../db/schema/index';
import { insertedId, isoDate } from '../../db/sql';

// Subscription plans -----------------------------------------------------------------------------------

const PLAN_SORTS = {
  planName: sql`lower(${subscriptionPlans.planName})`,
  price: sql`lower(${subscriptionPlans.price})`,
  dateCreated: subscriptionPlans.createdAt,
};

const planColumns = {
  id: subscriptionPlans.id,
  planName: subscriptionPlans.planName,
  noOfUsers: subscriptionPlans.noOfUsers,
  fileSize: subscriptionPlans.fileSize,
  price: subscriptionPlans.price,
  description: subscriptionPlans.description,
  details: subscriptionPlans.details,
  createdAt: subscriptionPlans.createdAt,
};
const plans = ownedRecords(subscriptionPlans, {
  columns: planColumns,
  sorts: PLAN_SORTS,
  searched: [
    subscriptionPlans.planName,
    subscriptionPlans.price,
    subscriptionPlans.description,
    subscriptionPlans.details,
  ],
});
export const listPlans = plans.page;
export const findPlan = plans.find;
export type PlanRecord = Awaited<ReturnType<typeof findPlan>> & {};

export async function findPlanByName(db: Db, ownerId: number, name: string) {
  return firstRow(
    db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(
        and(
          eq(subscriptionPlans.ownerId, ownerId),
          sql`lower(${subscriptionPlans.planName}) = lower(${name})`,
        ),
      ),
  );
}

/** Updates plan `id`, or without an id adds it to the owner's plans; answers its id. */
export const writePlan = ownedRowWriter(subscriptionPlans);

/** Those of `planIds` that user subscriptions name. */
export async function plansInUse(db: Db, planIds: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: userSubscriptions.planId })
    .from(userSubscriptions)
    .where(inArray(userSubscriptions.planId, planIds));
  return rows.map((r) => r.id!);
}

// User subscriptions -----------------------------------------------------------------------------------

const SUBSCRIPTION_SORTS = {
  ownerName: sql`lower(${owners.name})`,
  orgName: sql`lower(${userSubscriptions.orgName})`,
  planDuration: userSubscriptions.planDuration,
  planType: userSubscriptions.planType,
  dateCreated: userSubscriptions.createdAt,
};

const subscriptionColumns = {
  id: userSubscriptions.id,
  ownerId: userSubscriptions.ownerId,
  ownerName: owners.name,
  orgId: userSubscriptions.orgId,
  orgName: userSubscriptions.orgName,
  email: userSubscriptions.email,
  planId: userSubscriptions.planId,
  planName: sql<string>`coalesce(${subscriptionPlans.planName}, '')`,
  planType: userSubscriptions.planType,
  planDuration: userSubscriptions.planDuration,
  noOfUsers: userSubscriptions.noOfUsers,
  fileSize: userSubscriptions.fileSize,
  noOfConversation: userSubscriptions.noOfConversation,
  tokenType: userSubscriptions.tokenType,
  activationKey: userSubscriptions.activationKey,
  expiresAt: userSubscriptions.expiresAt,
  usedAt: userSubscriptions.usedAt,
  createdAt: userSubscriptions.createdAt,
};

const subscriptionList = {
  columns: subscriptionColumns,
  sorts: SUBSCRIPTION_SORTS,
  searched: [owners.name, userSubscriptions.orgName, userSubscriptions.email, userSubscriptions.planType],
  select: (db: Db, table: PgTable, columns: SelectedFields) =>
    db
      .select(columns)
      .from(table)
      .innerJoin(owners, eq(owners.id, userSubscriptions.ownerId))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId)),
};

export const listSubscriptions = (db: Db, q: ListPaging<keyof typeof SUBSCRIPTION_SORTS>) =>
  pageOfTable(db, userSubscriptions, q, subscriptionList);

/** The subscription `where` picks, with its owner's and its plan's names, or null. */
const subscriptionWhere = (db: Db, where: SQL) =>
  firstRow(listSelect(db, userSubscriptions, subscriptionList, subscriptionColumns).where(where));

export const findSubscription = (db: Db, id: number) => subscriptionWhere(db, eq(userSubscriptions.id, id));
export type SubscriptionRecord = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

export const findSubscriptionByKeyId = (db: Db, keyId: string) =>
  subscriptionWhere(db, eq(userSubscriptions.keyId, keyId));

export async function insertSubscription(db: Db, v: typeof userSubscriptions.$inferInsert) {
  return insertedId(db, userSubscriptions, v);
}

export async function setSubscriptionPlan(db: Db, id: number, planId: number, userId: number) {
  await db
    .update(userSubscriptions)
    .set({ planId, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(userSubscriptions.id, id));
}

/**
 * Marks the key used, only if nobody used it first (the row lock makes a concurrent second use wait, then
 * find it used); answers whether this call took it. Taken before the organisation is made, so a lost
 * race sends no welcome e-mail.
 */
export async function claimKey(db: Db, keyId: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(userSubscriptions)
    .set({ usedAt: sql`now()`, usedBy: userId, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(userSubscriptions.keyId, keyId), isNull(userSubscriptions.usedAt)))
    .returning({ id: userSubscriptions.id });
  return rows.length === 1;
}

export async function linkOrganisation(db: Db, keyId: string, orgId: number) {
  await db.update(userSubscriptions).set({ orgId }).where(eq(userSubscriptions.keyId, keyId));
}

/** The subscription an organisation was created with (its activation key, once used), or null. */
export async function organisationSubscription(db: Db, orgId: number) {
  const [row] = await db
    .select({
      planType: userSubscriptions.planType,
      planDuration: userSubscriptions.planDuration,
      planName: subscriptionPlans.planName,
      noOfUsers: userSubscriptions.noOfUsers,
      fileSize: userSubscriptions.fileSize,
      noOfConversation: userSubscriptions.noOfConversation,
      usedAt: userSubscriptions.usedAt,
    })
    .from(userSubscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(and(eq(userSubscriptions.orgId, orgId), isNotNull(userSubscriptions.usedAt)))
    .orderBy(desc(userSubscriptions.usedAt))
    .limit(1);
  if (!row?.usedAt) return null;
  const { usedAt, ...rest } = row;
  return { ...rest, assignedAt: isoDate(usedAt) };
}
