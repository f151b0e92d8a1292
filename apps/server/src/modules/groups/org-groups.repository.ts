import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { FUNCTION_CHOICES_MAX, type FunctionTypeFilter } from '@console/contract';
import { creatorName, creatorSort, selectWithCreator } from '../../crud/creator';
import type { ListPaging } from '../../crud/paging';
import { orderOf, pageOfSelect, pageOfTable, searchAny } from '../../crud/paging';
import { idsAmong, insertRow, linkedRows, otherRowExists, replaceRows, updateRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import {
  groupFunctions,
  groupMembers,
  microservices,
  organisationFunctions,
  orgGroups,
  userFunctions,
  users,
} from '../../db/schema/index';
import { inList, sameText, totalOver } from '../../db/sql';
import { brief, byName, linkedFunctions, typeCondition } from './functions.repository';

// An organisation's functions, groups, members and users' direct functions.

// Functions of an organisation ----------------------------------------------------------------------

const FN_SORTS = {
  name: sql`lower(${microservices.name})`,
  code: microservices.code,
  type: microservices.typeId,
  dateAssigned: organisationFunctions.createdAt,
};
export type OrgFunctionSort = keyof typeof FN_SORTS;

/** The organisation's functions of the type filter, searched by name or code (its list and its pickers). */
const orgFunctionsMatching = (orgId: number, q: { search: string; typeFilter: FunctionTypeFilter }) =>
  and(
    eq(organisationFunctions.orgId, orgId),
    typeCondition(q.typeFilter),
    searchAny(q.search, [microservices.name, microservices.code]),
  );

export function listOrgFunctions(
  db: Db,
  orgId: number,
  q: ListPaging<OrgFunctionSort> & { typeFilter: FunctionTypeFilter },
) {
  return pageOfSelect(q, orderOf(q, FN_SORTS, microservices.id, [FN_SORTS.name, microservices.id]), () =>
    db
      .select({
        ...brief,
        description: microservices.description,
        createdAt: organisationFunctions.createdAt,
        total: totalOver,
      })
      .from(organisationFunctions)
      .innerJoin(microservices, eq(microservices.id, organisationFunctions.functionId))
      .where(orgFunctionsMatching(orgId, q))
      .$dynamic(),
  );
}

/** The organisation's functions in brief, by name (what its groups and users may be given). */
export const orgFunctionBriefs = (db: Db, orgId: number) =>
  linkedFunctions(db, organisationFunctions, eq(organisationFunctions.orgId, orgId));

/** The organisation's functions searched by name or code, of the type (a group's picker). */
export const orgFunctionChoices = (
  db: Db,
  orgId: number,
  q: { search: string; typeFilter: FunctionTypeFilter },
) => linkedFunctions(db, organisationFunctions, orgFunctionsMatching(orgId, q)).limit(FUNCTION_CHOICES_MAX);

/** The organisation's active users by name (a group's members picker). */
export function orgUserChoices(db: Db, orgId: number) {
  return db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.status, 'Active')))
    .orderBy(asc(sql`lower(${users.userName})`), asc(users.id))
    .limit(1000);
}

/** A function is not yet assigned to the organisation (the assign picker's `except`). */
export const notAssignedTo = (orgId: number) =>
  sql`not exists (select 1 from organisation_functions x where x.org_id = ${orgId} and x.function_id = ${microservices.id})`;

/** Of `ids`, those assigned to the organisation. */
export const assignedIds = (db: Db, orgId: number, ids: number[]) =>
  idsAmong(
    db,
    organisationFunctions,
    organisationFunctions.functionId,
    eq(organisationFunctions.orgId, orgId),
    ids,
  );

export async function assignToOrg(db: Db, orgId: number, ids: number[], userId: number) {
  if (!ids.length) return 0;
  const rows = await db
    .insert(organisationFunctions)
    .values(ids.map((functionId) => ({ orgId, functionId, createdBy: userId })))
    .onConflictDoNothing()
    .returning({ id: organisationFunctions.functionId });
  return rows.length;
}

/**
 * Removes functions from the organisation; the foreign keys remove them from its groups and users in
 * the same statement. Answers how many group and user holdings went with them.
 */
export async function removeFromOrg(db: Db, orgId: number, ids: number[]) {
  const [held] = await db
    .select({
      groups: sql<number>`(select count(*) from group_functions g
        where g.org_id = ${orgId} and g.function_id in ${inList(ids)})::int`.mapWith(Number),
      users: sql<number>`(select count(*) from user_functions u
        where u.org_id = ${orgId} and u.function_id in ${inList(ids)})::int`.mapWith(Number),
    })
    .from(sql`(select 1) one`);
  await db
    .delete(organisationFunctions)
    .where(and(eq(organisationFunctions.orgId, orgId), inArray(organisationFunctions.functionId, ids)));
  return { fromGroups: held?.groups ?? 0, fromUsers: held?.users ?? 0 };
}

// Groups ----------------------------------------------------------------------------------------------

const members =
  sql<number>`(select count(*) from group_members m where m.group_id = ${orgGroups.id})::int`.mapWith(Number);
const functionCount =
  sql<number>`(select count(*) from group_functions f where f.group_id = ${orgGroups.id})::int`.mapWith(
    Number,
  );
const GROUP_SORTS = {
  name: sql`lower(${orgGroups.name})`,
  createdBy: creatorSort,
  dateCreated: orgGroups.createdAt,
  members,
};

const groupColumns = {
  id: orgGroups.id,
  orgId: orgGroups.orgId,
  name: orgGroups.name,
  description: orgGroups.description,
  mode: orgGroups.mode,
  predefinedId: orgGroups.predefinedId,
  createdBy: creatorName,
  createdAt: orgGroups.createdAt,
  members,
  functionCount,
};
export type GroupRecord = {
  id: number;
  orgId: number;
  name: string;
  description: string;
  mode: 'ADD' | 'PRE';
  predefinedId: number | null;
  createdBy: string;
  createdAt: Date;
  members: number;
  functionCount: number;
};

export const listGroups = (db: Db, orgId: number, q: ListPaging<keyof typeof GROUP_SORTS>) =>
  pageOfTable(db, orgGroups, q, {
    columns: groupColumns,
    sorts: GROUP_SORTS,
    searched: [orgGroups.name, orgGroups.description],
    fallback: [GROUP_SORTS.name, orgGroups.id],
    where: eq(orgGroups.orgId, orgId),
    select: selectWithCreator,
  });

/** Groups `ids` of the owner (any organisation). */
export function findGroups(db: Db, ownerId: number, ids: number[]): Promise<GroupRecord[]> {
  return selectWithCreator(db, orgGroups, groupColumns).where(
    and(eq(orgGroups.ownerId, ownerId), inArray(orgGroups.id, ids)),
  );
}

export async function groupNameTaken(db: Db, orgId: number, name: string, excludeId: number) {
  return otherRowExists(
    db,
    orgGroups,
    excludeId,
    and(eq(orgGroups.orgId, orgId), sameText(orgGroups.name, name)),
  );
}

export const groupFunctionBriefs = (db: Db, groupId: number) =>
  linkedFunctions(db, groupFunctions, eq(groupFunctions.groupId, groupId));

export const groupMemberList = (db: Db, groupId: number) =>
  linkedRows(db, { id: users.id, userName: users.userName }, groupMembers.userId, users)
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(sql`lower(${users.userName})`), asc(users.id));

/** The predefined groups an organisation already has a group from. */
export async function predefinedTaken(db: Db, orgId: number) {
  const rows = await db
    .select({ id: orgGroups.predefinedId })
    .from(orgGroups)
    .where(and(eq(orgGroups.orgId, orgId), isNotNull(orgGroups.predefinedId)));
  return new Set(rows.map((r) => r.id!));
}

export type NewGroup = Pick<
  typeof orgGroups.$inferInsert,
  'ownerId' | 'orgId' | 'name' | 'description' | 'mode' | 'predefinedId'
>;

export const insertGroup = (db: Db, v: NewGroup, userId: number) =>
  insertRow(db, orgGroups, { ...v, createdBy: userId }, userId);

export const updateGroup = (db: Db, id: number, v: { name: string; description: string }, userId: number) =>
  updateRow(db, orgGroups, id, v, userId);

export async function setGroupFunctions(db: Db, groupId: number, orgId: number, ids: number[]) {
  const rows = ids.map((functionId) => ({ groupId, orgId, functionId }));
  await replaceRows(db, groupFunctions, groupFunctions.groupId, groupId, rows);
}

export async function setGroupMembers(db: Db, groupId: number, userIds: number[], by: number) {
  const rows = userIds.map((userId) => ({ groupId, userId, createdBy: by }));
  await replaceRows(db, groupMembers, groupMembers.groupId, groupId, rows);
}

export async function deleteGroupRows(db: Db, ids: number[]) {
  await db.delete(orgGroups).where(inArray(orgGroups.id, ids));
}

/** Of `ids`, the active users of the organisation. */
export const usersOfOrg = (db: Db, orgId: number, ids: number[]) =>
  idsAmong(db, users, users.id, eq(users.orgId, orgId), ids);

/** Of `ids`, the groups of the organisation. */
export const groupsOfOrg = (db: Db, orgId: number, ids: number[]) =>
  idsAmong(db, orgGroups, orgGroups.id, eq(orgGroups.orgId, orgId), ids);

// A user's groups and functions -------------------------------------------------------------------------

const groupBrief = { id: orgGroups.id, name: orgGroups.name };
const byGroupName = () => [asc(sql`lower(${orgGroups.name})`), asc(orgGroups.id)];

export const orgGroupBriefs = (db: Db, orgId: number) =>
  db
    .select(groupBrief)
    .from(orgGroups)
    .where(eq(orgGroups.orgId, orgId))
    .orderBy(...byGroupName());

export const userGroupBriefs = (db: Db, userId: number) =>
  linkedRows(db, groupBrief, groupMembers.groupId, orgGroups)
    .where(eq(groupMembers.userId, userId))
    .orderBy(...byGroupName());

export const userDirectFunctions = (db: Db, userId: number) =>
  linkedFunctions(db, userFunctions, eq(userFunctions.userId, userId));

/** The functions the user has through groups, each with the names of the groups that give it. */
export function userGroupFunctions(db: Db, userId: number) {
  return db
    .select({
      ...brief,
      groups: sql<string[]>`array_agg(${orgGroups.name} order by lower(${orgGroups.name}))`,
    })
    .from(groupMembers)
    .innerJoin(orgGroups, eq(orgGroups.id, groupMembers.groupId))
    .innerJoin(groupFunctions, eq(groupFunctions.groupId, groupMembers.groupId))
    .innerJoin(microservices, eq(microservices.id, groupFunctions.functionId))
    .where(eq(groupMembers.userId, userId))
    .groupBy(microservices.id)
    .orderBy(...byName());
}

export async function setUserGroups(db: Db, userId: number, groupIds: number[], by: number) {
  const rows = groupIds.map((groupId) => ({ groupId, userId, createdBy: by }));
  await replaceRows(db, groupMembers, groupMembers.userId, userId, rows);
}

export async function setUserFunctions(db: Db, userId: number, orgId: number, ids: number[], by: number) {
  const rows = ids.map((functionId) => ({ userId, orgId, functionId, createdBy: by }));
  await replaceRows(db, userFunctions, userFunctions.userId, userId, rows);
}
