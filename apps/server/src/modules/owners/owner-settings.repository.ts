import { eq, sql } from 'drizzle-orm';
import type { OwnerSettings } from '@console/contract';
import type { Db } from '../../db/client';
import { owners, ownerSettings } from '../../db/schema/index';
import { firstRow } from '../../crud/rows';

export async function findSettings(db: Db, ownerId: number) {
  return firstRow(db.select().from(ownerSettings).where(eq(ownerSettings.ownerId, ownerId)).limit(1));
}

export async function upsertSettings(db: Db, settings: OwnerSettings) {
  const { ownerId, ...values } = settings;
  const [row] = await db
    .insert(ownerSettings)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: ownerSettings.ownerId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function domainTakenByOther(db: Db, domain: string, ownerId: number): Promise<boolean> {
  const [row] = await db
    .select({ ownerId: ownerSettings.ownerId })
    .from(ownerSettings)
    .where(eq(ownerSettings.domainName, domain))
    .limit(1);
  return Boolean(row && row.ownerId !== ownerId);
}

/** The settings of the owner serving this host, or of the platform's administrator owner. */
export async function findBrandingSettings(db: Db, host: string) {
  const hostOnly = host.toLowerCase();
  const withoutPort = hostOnly.replace(/:\d+$/, '');
  return firstRow(
    db
      .select({ settings: ownerSettings, ownerName: owners.name })
      .from(ownerSettings)
      .innerJoin(owners, eq(owners.id, ownerSettings.ownerId))
      .where(
        sql`(${ownerSettings.domainName} in (${hostOnly}, ${withoutPort}) and ${owners.status} = 'Active') or ${owners.platformOwner}`,
      )
      .orderBy(sql`${owners.platformOwner} asc`)
      .limit(1),
  );
}
