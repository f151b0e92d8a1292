import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, ownerPlans, owners, ownerSettings, users } from '../../db/schema/index';
import { firstRow } from '../../crud/rows';
import { sameText } from '../../db/sql';

const creator = sql<string>`coalesce((select u.user_name from users u where u.id = ${owners.createdBy}), 'system')`;

export function listOwners(db: Db) {
  return db
    .select({ owner: owners, orgName: organisations.name, createdBy: creator })
    .from(owners)
    .leftJoin(organisations, and(eq(organisations.ownerId, owners.id), eq(organisations.isMain, true)))
    .orderBy(asc(sql`lower(${owners.name})`));
}

export async function findOwnerInfo(db: Db, ownerId: number) {
  return firstRow(
    db
      .select({
        owner: owners,
        org: organisations,
        settings: ownerSettings,
        adminUserName: sql<
          string | null
        >`(select u.user_name from users u where u.org_id = ${organisations.id} and u.root_user order by u.id limit 1)`,
      })
      .from(owners)
      .leftJoin(organisations, and(eq(organisations.ownerId, owners.id), eq(organisations.isMain, true)))
      .leftJoin(ownerSettings, eq(ownerSettings.ownerId, owners.id))
      .where(eq(owners.id, ownerId))
      .limit(1),
  );
}

export async function ownerNameTaken(db: Db, name: string): Promise<boolean> {
  const [row] = await db.select({ id: owners.id }).from(owners).where(sameText(owners.name, name)).limit(1);
  return Boolean(row);
}

export async function clientIdTaken(db: Db, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.clientId, clientId))
    .limit(1);
  return Boolean(row);
}

export async function ownerCodeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: owners.id }).from(owners).where(eq(owners.code, code)).limit(1);
  return Boolean(row);
}

export type NewOwner = typeof owners.$inferInsert;
export type NewOrganisation = typeof organisations.$inferInsert;
export type NewUser = typeof users.$inferInsert;
export type NewPlan = typeof ownerPlans.$inferInsert;
export type SettingsRow = typeof ownerSettings.$inferSelect;
