import { FUNCTION_CHOICES_MAX, type FunctionTypeFilter } from '@console/contract';
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { creatorName, creatorSort, selectWithCreator } from '../../crud/creator';
import type { ListPaging } from '../../crud/paging';
import { pageOfTable, searchAny } from '../../crud/paging';
import { firstRow, idsAmong, linkedRows, ownedRowTaken } from '../../crud/rows';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { microservices } from '../../db/schema/index';
import { insertedId, sameText } from '../../db/sql';

// Functions are rows of `microservices`: type 102 (microservices) and 140 (the platform's functions).

export const brief = {
  id: microservices.id,
  name: microservices.name,
  code: microservices.code,
  typeId: microservices.typeId,
};

/** Functions by name, then id: every function list and picker. */
export const byName = () => [asc(sql`lower(${microservices.name})`), asc(microservices.id)];

/** The functions a link table holds (an organisation's, a group's, a user's) where `where`, in brief, by name. */
export const linkedFunctions = (db: Db, link: { functionId: PgColumn }, where: SQL | undefined) =>
  linkedRows(db, brief, link.functionId, microservices)
    .where(where)
    .orderBy(...byName());

/** The type filter of 002 section 2.10 as a condition on `microservices`. */
export function typeCondition(filter: FunctionTypeFilter): SQL | undefined {
  if (filter === '102') return eq(microservices.typeId, 102);
  if (filter === 'not102') return ne(microservices.typeId, 102);
  return undefined;
}

/**
 * The functions an owner's organisations and pre-defined groups may hold: the owner's own microservices,
 * the catalogue microservices assigned to it, and the platform's functions.
 */
export const usableBy = (ownerId: number, platformId: number): SQL =>
  or(
    and(eq(microservices.typeId, 140), eq(microservices.ownerId, platformId)),
    and(
      eq(microservices.typeId, 102),
      or(
        eq(microservices.ownerId, ownerId),
        sql`exists (select 1 from microservice_assignments a
          where a.owner_id = ${ownerId} and a.microservice_id = ${microservices.id})`,
      ),
    ),
  )!;

/** Of `ids`, those the owner may use (usableBy). */
export const usableIds = (db: Db, ownerId: number, platformId: number, ids: number[]) =>
  idsAmong(db, microservices, microservices.id, usableBy(ownerId, platformId), ids);

/** A picker's functions: usable by the owner, searched by name or code, of the type, minus `except`. */
export function functionChoices(
  db: Db,
  where: SQL,
  q: { search: string; typeFilter: FunctionTypeFilter },
  except?: SQL,
) {
  return db
    .select(brief)
    .from(microservices)
    .where(
      and(
        where,
        typeCondition(q.typeFilter),
        searchAny(q.search, [microservices.name, microservices.code]),
        except,
      ),
    )
    .orderBy(...byName())
    .limit(FUNCTION_CHOICES_MAX);
}

// Platform functions ----------------------------------------------------------------------------------

const PF_SORTS = {
  name: sql`lower(${microservices.name})`,
  code: microservices.code,
  createdBy: creatorSort,
  dateCreated: microservices.createdAt,
};

const pfColumns = {
  ...brief,
  description: microservices.description,
  createdBy: creatorName,
  createdAt: microservices.createdAt,
  updatedAt: microservices.updatedAt,
  urlCode: microservices.urlCode,
  classCode: microservices.classCode,
  fnType: microservices.fnType,
  microType: microservices.microType,
};
export type PlatformFunctionRecord = Awaited<ReturnType<typeof findPlatformFunction>> & {};

const platformOf = (platformId: number) =>
  and(eq(microservices.ownerId, platformId), eq(microservices.typeId, 140));

export const listPlatformFunctions = (db: Db, platformId: number, q: ListPaging<keyof typeof PF_SORTS>) =>
  pageOfTable(db, microservices, q, {
    columns: pfColumns,
    sorts: PF_SORTS,
    searched: [microservices.name, microservices.code, microservices.description],
    fallback: [PF_SORTS.name, microservices.id],
    where: platformOf(platformId),
    select: selectWithCreator,
  });

export async function findPlatformFunction(db: Db, platformId: number, id: number) {
  return firstRow(
    selectWithCreator(db, microservices, pfColumns).where(
      and(platformOf(platformId), eq(microservices.id, id)),
    ),
  );
}

export async function platformFunctionsOf(db: Db, platformId: number, ids: number[]) {
  return db
    .select({ id: microservices.id, name: microservices.name, code: microservices.code })
    .from(microservices)
    .where(and(platformOf(platformId), inArray(microservices.id, ids)));
}

/** Whether another function (microservice or platform function) of the owner has this name or code. */
export const nameOrCodeTaken = ownedRowTaken(microservices, (v: { name: string; code: string }) => [
  sameText(microservices.name, v.name),
  eq(microservices.code, v.code),
  sameText(microservices.urlCode, v.code),
]);

export type PlatformFunctionValues = { name: string; code: string; description: string };

/** 001 section 9: type 140, class CLASS_INTERNAL, fnType FUN_ATOMISTIC, kind OWN; the URL code is the code. */
export async function insertPlatformFunction(
  db: Db,
  platformId: number,
  v: PlatformFunctionValues,
  userId: number,
  fixed: { classCode: string; fnType: string },
) {
  return insertedId(db, microservices, {
    ...v,
    ...fixed,
    ownerId: platformId,
    typeId: 140,
    microType: 'OWN',
    urlCode: v.code,
    createdBy: userId,
    updatedBy: userId,
  });
}

export async function updatePlatformFunction(db: Db, id: number, v: PlatformFunctionValues, userId: number) {
  await db
    .update(microservices)
    .set({ ...v, urlCode: v.code, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(microservices.id, id));
}

export async function deleteFunctions(db: Db, ids: number[]) {
  await db.delete(microservices).where(inArray(microservices.id, ids));
}
