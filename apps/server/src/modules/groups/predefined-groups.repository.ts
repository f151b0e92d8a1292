import { and, eq, inArray, sql } from 'drizzle-orm';
import { ownedRecords } from '../../crud/owned-records';
import { ownedRowWriter, replaceRows } from '../../crud/rows';
import type { Db } from '../../db/client';
import { microservices, predefinedGroupFunctions, predefinedGroups } from '../../db/schema/index';
import { brief, byName } from './functions.repository';

const SORTS = { name: sql`lower(${predefinedGroups.name})`, dateUpdated: predefinedGroups.updatedAt };

const functionCount = sql<number>`(select count(*) from predefined_group_functions f
  where f.group_id = ${predefinedGroups.id})::int`.mapWith(Number);
const columns = {
  id: predefinedGroups.id,
  name: predefinedGroups.name,
  description: predefinedGroups.description,
  functionCount,
  updatedAt: predefinedGroups.updatedAt,
};
export type PredefinedRecord = {
  id: number;
  name: string;
  description: string;
  functionCount: number;
  updatedAt: Date;
};

const records = ownedRecords(predefinedGroups, {
  columns,
  sorts: SORTS,
  searched: [predefinedGroups.name, predefinedGroups.description],
  fallback: [SORTS.name, predefinedGroups.id],
});

export const listPredefined = records.page;
export const findPredefined: (db: Db, ownerId: number, id: number) => Promise<PredefinedRecord | null> =
  records.find;

export function findPredefinedMany(db: Db, ownerId: number, ids: number[]) {
  return db
    .select(columns)
    .from(predefinedGroups)
    .where(and(eq(predefinedGroups.ownerId, ownerId), inArray(predefinedGroups.id, ids)));
}

/** The functions of pre-defined groups `ids`, by name, each with its group. */
export function predefinedFunctions(db: Db, ids: number[]) {
  return db
    .select({ ...brief, groupId: predefinedGroupFunctions.groupId })
    .from(predefinedGroupFunctions)
    .innerJoin(microservices, eq(microservices.id, predefinedGroupFunctions.functionId))
    .where(inArray(predefinedGroupFunctions.groupId, ids))
    .orderBy(...byName());
}

/** Updates group `id`, or without an id adds it to the owner's groups; answers its id. */
export const writePredefined = ownedRowWriter(predefinedGroups);

/** The group's functions become exactly `functionIds`. */
export async function setPredefinedFunctions(db: Db, groupId: number, functionIds: number[]) {
  const rows = functionIds.map((functionId) => ({ groupId, functionId }));
  await replaceRows(db, predefinedGroupFunctions, predefinedGroupFunctions.groupId, groupId, rows);
}

export async function deletePredefined(db: Db, ids: number[]) {
  await db.delete(predefinedGroups).where(inArray(predefinedGroups.id, ids));
}
