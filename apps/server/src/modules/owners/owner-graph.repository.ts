import { randomBytes } from 'node:crypto';
import { DEFAULT_COLOURS } from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  languages,
  microserviceAssignments,
  organisations,
  ownerLanguages,
  ownerPlans,
  owners,
  ownerSettings,
  users,
} from '../../db/schema/index';
import { insertedId } from '../../db/sql';

export interface OwnerGraph {
  owner: typeof owners.$inferInsert;
  org: Omit<typeof organisations.$inferInsert, 'ownerId' | 'isMain'>;
  admin: Omit<typeof users.$inferInsert, 'ownerId' | 'orgId' | 'rootUser'>;
  plan: Omit<typeof ownerPlans.$inferInsert, 'ownerId'>;
  settings?: Partial<typeof ownerSettings.$inferInsert>;
  languageCodes: string[];
  microserviceIds?: number[];
}

/** An owner with its main organisation, root administrator, plan, theme, languages and assignments. */
export async function insertOwnerGraph(db: Db, graph: OwnerGraph) {
  const [owner] = await db.insert(owners).values(graph.owner).returning();
  const ownerId = owner!.id;
  const [org] = await db
    .insert(organisations)
    .values({
      activationKey: randomBytes(32).toString('hex'),
      startDate: owner!.startDate,
      expiryDate: owner!.expiryDate,
      ...graph.org,
      ownerId,
      isMain: true,
    })
    .returning();
  const adminId = await insertedId(db, users, { ...graph.admin, ownerId, orgId: org!.id, rootUser: true });
  await db.insert(ownerPlans).values({ ...graph.plan, ownerId });
  await db.insert(ownerSettings).values({ ...DEFAULT_COLOURS, ...graph.settings, ownerId });
  const langs = await db
    .select({ id: languages.id })
    .from(languages)
    .where(inArray(languages.code, graph.languageCodes));
  if (langs.length) await db.insert(ownerLanguages).values(langs.map((l) => ({ ownerId, languageId: l.id })));
  const ids = [...new Set(graph.microserviceIds ?? [])];
  if (ids.length)
    await db
      .insert(microserviceAssignments)
      .values(ids.map((microserviceId) => ({ ownerId, microserviceId })));
  return { owner: owner!, org: org!, adminId };
}
