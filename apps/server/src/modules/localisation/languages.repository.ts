import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languages, ownerLanguages } from '../../db/schema/index';

export async function languageCatalogue(db: Db) {
  return db
    .select({ id: languages.id, code: languages.code, language: languages.name })
    .from(languages)
    .orderBy(asc(languages.name));
}

export async function findLanguages(db: Db, ids: number[]) {
  return db
    .select({ id: languages.id, code: languages.code })
    .from(languages)
    .where(inArray(languages.id, ids));
}

/** Offers the languages for the owner; answers how many it did not offer before. */
export async function addOwnerLanguages(db: Db, ownerId: number, ids: number[]): Promise<number> {
  const rows = await db
    .insert(ownerLanguages)
    .values(ids.map((languageId) => ({ ownerId, languageId })))
    .onConflictDoNothing()
    .returning({ languageId: ownerLanguages.languageId });
  return rows.length;
}

const offeredAmong = (ownerId: number, ids: number[]) =>
  and(eq(ownerLanguages.ownerId, ownerId), inArray(ownerLanguages.languageId, ids));

export async function offeredLanguageIds(db: Db, ownerId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ languageId: ownerLanguages.languageId })
    .from(ownerLanguages)
    .where(offeredAmong(ownerId, ids));
  return rows.map((r) => r.languageId);
}

export async function removeOwnerLanguages(db: Db, ownerId: number, ids: number[]): Promise<void> {
  await db.delete(ownerLanguages).where(offeredAmong(ownerId, ids));
}
