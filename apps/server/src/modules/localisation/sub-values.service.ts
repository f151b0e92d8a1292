import { LOCALISATION_MESSAGES as M, type Translation } from '@console/contract';
import { AppError, exists, notFound, uniqueViolation } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting, checkTranslationLanguages } from './acting-owner';
import { counterpartValue, visibleValue, writableList } from './code-list-access';
import { subValueAudit, toSubValueRow } from './code-lists.mapper';
import {
  deleteSubValues,
  findSubValueByCode,
  insertSubValue,
  listSubValues,
  replaceSubValueTranslations,
  subValuesAmong,
  subValueTranslationsOf,
  updateSubValue,
  type SubValueValues,
} from './sub-values.repository';

type ListInput = {
  ownerId?: number;
  parentId: number;
  page: number;
  pageSize: number;
  search: string;
  sortField?: string;
  sortDirection: 'asc' | 'desc';
};

/** 002 section 8: a duplicate sub-value code answers ERROR_CODE_EXIST. */
const clash = () => exists('ERROR_CODE_EXIST', 'code', M.SUB_CODE_EXISTS);

export async function listSubs(ctx: CallContext, input: ListInput) {
  const a = await acting(ctx, input.ownerId);
  const { value, list, source } = await visibleValue(ctx.db, a, input.parentId);
  const { rows, total } = await listSubValues(ctx.db, value.id, input);
  return {
    rows: rows.map(toSubValueRow),
    total,
    parent: {
      id: value.id,
      code: value.code,
      value: value.value,
      listId: list.id,
      listCode: list.code,
      source,
    },
  };
}

/** The acting owner's own copy of a parent value (its list copied from the platform's when needed). */
async function ownParent(ctx: CallContext, a: Awaited<ReturnType<typeof acting>>, parentId: number) {
  const { value, list } = await visibleValue(ctx.db, a, parentId);
  const own = await writableList(ctx.db, a, list);
  return { original: value, parent: await counterpartValue(ctx.db, value, own.id) };
}

export async function saveSub(
  ctx: CallContext,
  input: SubValueValues & { id: number; ownerId?: number; parentId: number; translations: Translation[] },
) {
  const a = await acting(ctx, input.ownerId);
  await checkTranslationLanguages(ctx.db, input.translations);
  const existing = input.id ? (await subValuesAmong(ctx.db, [input.id]))[0] : null;
  if (input.id && existing?.parentId !== input.parentId) throw notFound('Sub-value not found');
  const { original, parent } = await ownParent(ctx, a, input.parentId);
  const current =
    existing && parent.id !== original.id
      ? await findSubValueByCode(ctx.db, parent.id, existing.code)
      : existing;
  if (existing && !current) throw notFound('Sub-value not found');
  const v: SubValueValues = { code: input.code, value: input.value, orderBy: input.orderBy };
  const taken = await findSubValueByCode(ctx.db, parent.id, v.code);
  if (taken && taken.id !== current?.id) throw clash();
  const before = current
    ? { ...subValueAudit(current), translations: await subValueTranslationsOf(ctx.db, current.id) }
    : null;
  let id: number;
  try {
    id = current ? current.id : await insertSubValue(ctx.db, parent.id, v, a.user.id);
    if (current) await updateSubValue(ctx.db, id, v, a.user.id);
  } catch (err) {
    if (uniqueViolation(err) === 'sub_values_parent_code_unique') throw clash();
    throw err;
  }
  await replaceSubValueTranslations(ctx.db, id, input.translations);
  await ctx.audit({
    targetType: 'sub_value',
    targetId: id,
    ownerId: a.ownerId,
    before,
    after: { ...v, parentId: parent.id, translations: input.translations },
  });
  return { message: current ? M.UPDATED : M.CREATED, id, parentId: parent.id };
}

export async function deleteSubs(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const ids = [...new Set(input.ids)];
  const subs = await subValuesAmong(ctx.db, ids);
  if (subs.length !== ids.length) throw notFound('Sub-value not found');
  if (new Set(subs.map((s) => s.parentId)).size > 1)
    throw new AppError('INVALID_INPUT', 'Delete sub-values of one value at a time', {
      ids: ['Sub-values of one value only'],
    });
  const { original, parent } = await ownParent(ctx, a, subs[0]!.parentId);
  const targets = [];
  for (const s of subs) {
    const target = parent.id === original.id ? s : await findSubValueByCode(ctx.db, parent.id, s.code);
    if (!target) throw notFound('Sub-value not found');
    targets.push(target);
  }
  await deleteSubValues(
    ctx.db,
    targets.map((s) => s.id),
  );
  await ctx.audit({
    targetType: 'sub_value',
    targetId: targets.map((s) => s.id).join(','),
    ownerId: a.ownerId,
    before: targets.map(subValueAudit),
  });
  return { message: M.DELETED, deleted: targets.length, parentId: parent.id };
}
