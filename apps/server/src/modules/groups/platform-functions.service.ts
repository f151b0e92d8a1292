import {
  FUNCTION_MESSAGES as M,
  PLATFORM_FUNCTION_CLASS,
  PLATFORM_FUNCTION_FN_TYPE,
  type CallParsedInput,
  type PlatformFunctionInfo,
  type PlatformFunctionRow,
} from '@console/contract';
import { deleteFoundCall, editedRow, infoCall, listCall } from '../../crud/owned-calls';
import { isoDate } from '../../db/sql';
import { exists, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting } from '../owners/owner-scope';
import {
  deleteFunctions,
  findPlatformFunction,
  insertPlatformFunction,
  listPlatformFunctions,
  nameOrCodeTaken,
  platformFunctionsOf,
  updatePlatformFunction,
  type PlatformFunctionRecord,
} from './functions.repository';

// Platform functions (001 section 2.7) are the platform's: whichever owner PM staff act on, these calls
// read and write the platform owner's functions of type 140 (every owner's organisations may use them).

const functionNotFound = () => notFound(M.NOT_FOUND);
const clash = () => exists('NAME_EXIST', 'name', M.NAME_EXIST);
const CLASHES = {
  microservices_owner_name_unique: clash,
  microservices_owner_code_unique: () => exists('NAME_EXIST', 'code', M.NAME_EXIST),
  microservices_owner_url_code_unique: () => exists('NAME_EXIST', 'code', M.NAME_EXIST),
};

const toRow = (r: PlatformFunctionRecord): PlatformFunctionRow => ({
  id: r.id,
  name: r.name,
  code: r.code,
  typeId: r.typeId,
  description: r.description,
  createdBy: r.createdBy,
  dateCreated: isoDate(r.createdAt),
});

const toInfo = (r: PlatformFunctionRecord): PlatformFunctionInfo => ({
  ...toRow(r),
  urlCode: r.urlCode,
  classCode: r.classCode,
  fnType: r.fnType,
  microType: r.microType,
  dateUpdated: isoDate(r.updatedAt),
});

export const listFunctions = listCall('platform', 'dateCreated', listPlatformFunctions, toRow);

export const functionInfo = infoCall('platform', findPlatformFunction, functionNotFound, toInfo);

/** function save: id 0 adds; the name and code (and so the URL code) unique among the platform's functions. */
export async function saveFunction(ctx: CallContext, input: CallParsedInput<'platformFunctions.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = await editedRow(ctx.db, a.platformId, input.id, findPlatformFunction, functionNotFound);
  const values = { name: input.name, code: input.code, description: input.description };
  if (await nameOrCodeTaken(ctx.db, a.platformId, values, input.id)) throw clash();
  const id = await onUniqueClash(
    async () =>
      before
        ? (await updatePlatformFunction(ctx.db, before.id, values, a.user.id), before.id)
        : insertPlatformFunction(ctx.db, a.platformId, values, a.user.id, {
            classCode: PLATFORM_FUNCTION_CLASS,
            fnType: PLATFORM_FUNCTION_FN_TYPE,
          }),
    CLASHES,
  );
  await ctx.audit({
    targetType: 'platform_function',
    targetId: id,
    ownerId: a.platformId,
    before: before && toInfo(before),
    after: { ...values, urlCode: values.code, typeId: 140 },
  });
  return { message: before ? M.UPDATED : M.CREATED, id };
}

/** Every selected function at once, all or none; their assignments go with them (foreign keys). */
export const deletePlatformFunctions = deleteFoundCall('platform', platformFunctionsOf, deleteFunctions, {
  targetType: 'platform_function',
  notFound: functionNotFound,
  message: M.DELETED,
});
