import { LOCALISATION_MESSAGES as M, type CallParsedInput, type Translation } from '@console/contract';
import { auditDeleted, oneParent } from '../../crud/delete-owned';
import { exists, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting, type Acting } from '../owners/owner-scope';
import { counterpartValue, visibleValue, writableList } from './code-list-access';
import { subValueAudit } from './code-lists.mapper';
import {
  deleteSubValues,
  findSubValueByCode,
  listSubValues,
  replaceSubValueTranslations,
  subValuesAmong,
  subValueTranslationsOf,
  writeSubValue,
  type SubValueValues,
} from './sub-values.repository';
import { checkTranslationLanguages } from './translations';

/** 002 section 8: a duplicate sub-value code answers ERROR_CODE_EXIST. */
const clash = () => exists('ERROR_CODE_EXIST', 'code', M.SUB_CODE_EXISTS);

export async function listSubs(ctx: CallContext, input: CallParsedInput<'subValues.list'>) {
  const a = await acting(ctx, input.ownerId);
  const { value, list, source } = await visibleValue(ctx.db, a, input.parentId);
  const { rows, total } = await listSubValues(ctx.db, value.id, input);
  return {
    rows,
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
async function ownParent(ctx: CallContext, a: Acting, parentId: number) {
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
  const id = await onUniqueClash(() => writeSubValue(ctx.db, parent.id, current?.id, v, a.user.id), {
    sub_values_parent_code_unique: clash,
  });
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
  const subs = await subValuesAmong(ctx.db, input.ids);
  if (subs.length !== input.ids.length) throw notFound('Sub-value not found');
  const { original, parent } = await ownParent(
    ctx,
    a,
    oneParent(subs, (s) => s.parentId, 'sub-values of one value'),
  );
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
  const deleted = await auditDeleted(ctx, 'sub_value', a.ownerId, targets.map(subValueAudit));
  return { message: M.DELETED, deleted, parentId: parent.id };
}
