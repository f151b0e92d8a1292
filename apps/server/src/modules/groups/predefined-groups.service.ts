import { PREDEFINED_MESSAGES as M, type CallParsedInput, type PredefinedGroupRow } from '@console/contract';
import { deleteFoundCall, editedRow, infoCall, listCall } from '../../crud/owned-calls';
import { isoDate } from '../../db/sql';
import { AppError, exists, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting, type Acting } from '../owners/owner-scope';
import { functionChoices, usableBy, usableIds } from './functions.repository';
import {
  deletePredefined,
  findPredefined,
  findPredefinedMany,
  listPredefined,
  predefinedFunctions,
  setPredefinedFunctions,
  writePredefined,
  type PredefinedRecord,
} from './predefined-groups.repository';

// Pre-defined groups (001 section 2.12) are the acting owner's: named sets of the functions its
// organisations may use, which an organisation takes as a group (mode PRE).

const groupNotFound = () => notFound(M.NOT_FOUND);
const clash = () => exists('NAME_EXIST', 'name', M.NAME_EXIST);

const toRow = (r: PredefinedRecord): PredefinedGroupRow => ({
  id: r.id,
  name: r.name,
  description: r.description,
  functionCount: r.functionCount,
  dateUpdated: isoDate(r.updatedAt),
});

export const listGroups = listCall('owner', 'dateUpdated', listPredefined, toRow);

export const groupInfo = infoCall('owner', findPredefined, groupNotFound, async (row, ctx) => {
  const functions = await predefinedFunctions(ctx.db, [row.id]);
  return { ...toRow(row), functions: functions.map(({ groupId: _, ...f }) => f) };
});

/** funcListing: what a pre-defined group of the owner may hold. */
export async function choices(ctx: CallContext, input: CallParsedInput<'predefinedGroups.functions'>) {
  const a = await acting(ctx, input.ownerId);
  return { results: await functionChoices(ctx.db, usableBy(a.ownerId, a.platformId), input) };
}

/** Every chosen function must be one the owner may use: else 400 on functionIds. */
export async function requireUsable(ctx: CallContext, a: Acting, ids: number[], message: string) {
  const usable = await usableIds(ctx.db, a.ownerId, a.platformId, ids);
  if (usable.length !== ids.length) throw new AppError('INVALID_INPUT', message, { functionIds: [message] });
}

/** predefinedAdd: id 0 adds, else updates; the functions chosen replace the group's. */
export async function saveGroup(ctx: CallContext, input: CallParsedInput<'predefinedGroups.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = await editedRow(ctx.db, a.ownerId, input.id, findPredefined, groupNotFound);
  await requireUsable(ctx, a, input.functionIds, 'Not a function of this owner');
  const values = { name: input.name, description: input.description };
  const id = await onUniqueClash(() => writePredefined(ctx.db, a.ownerId, before?.id, values, a.user.id), {
    predefined_groups_owner_name_unique: clash,
  });
  const beforeFunctions = before ? (await predefinedFunctions(ctx.db, [id])).map((f) => f.id) : [];
  await setPredefinedFunctions(ctx.db, id, input.functionIds);
  await ctx.audit({
    targetType: 'predefined_group',
    targetId: id,
    ownerId: a.ownerId,
    before: before && { name: before.name, description: before.description, functionIds: beforeFunctions },
    after: { ...values, functionIds: input.functionIds },
  });
  return { message: before ? M.UPDATED : M.CREATED, id };
}

/** deletePredefined: every selected group (the spec's client sent only the last one). */
export const deleteGroups = deleteFoundCall('owner', findPredefinedMany, deletePredefined, {
  targetType: 'predefined_group',
  notFound: groupNotFound,
  message: M.DELETED,
  before: toRow,
});
