import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inList, queryRows } from '../../db/sql';

export async function languageCatalogue(db: Db) {
  return queryRows<{ id: number; code: string; language: string }>(
    db,
    sql`select id, code, name as language from languages order by name`,
  );
}

export async function findLanguages(db: Db, ids: number[]) {
  return queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from languages where id in ${inList(ids)}`,
  );
}

export async function addOwnerLanguages(db: Db, ownerId: number, ids: number[]): Promise<number> {
  const rows = await queryRows<{ language_id: number }>(
    db,
    sql`insert into owner_languages (owner_id, language_id)
        select ${ownerId}, id from languages where id in ${inList(ids)}
        on conflict do nothing returning language_id`,
  );
  return rows.length;
}

export async function offeredLanguageIds(db: Db, ownerId: number, ids: number[]): Promise<number[]> {
  const rows = await queryRows<{ language_id: number }>(
    db,
    sql`select language_id from owner_languages where owner_id = ${ownerId} and language_id in ${inList(ids)}`,
  );
  return rows.map((r) => Number(r.language_id));
}

export async function removeOwnerLanguages(db: Db, ownerId: number, ids: number[]): Promise<void> {
  await db.execute(
    sql`delete from owner_languages where owner_id = ${ownerId} and language_id in ${inList(ids)}`,
  );
}
