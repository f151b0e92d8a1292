import {
  LOCALISATION_MESSAGES as M,
  type CallParsedInput,
  type ExtraAttribute,
  type Translation,
} from '@console/contract';
import type { Db } from '../../db/client';
import { auditDeleted, oneParent } from '../../crud/delete-owned';
import { exists, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting, requireSuperAdmin, type Acting } from '../owners/owner-scope';
import { counterpartValue, visibleList, visibleValue, writableList } from './code-list-access';
import { toCodeValueInfo } from './code-lists.mapper';
import { findCodeListByCode, ownersWithList } from './code-lists.repository';
import {
  attributesOf,
  deleteCodeValues,
  findCodeValueByCode,
  insertCodeValue,
  listCodeValues,
  replaceValueParts,
  subValueCount,
  updateCodeValue,
  valuesAmong,
  valueTranslationsOf,
  type CodeValueRecord,
  type CodeValueValues,
} from './code-values.repository';
import { copyCodeList } from './list-copy.repository';
import { checkTranslationLanguages } from './translations';

export async function listValues(ctx: CallContext, input: CallParsedInput<'codeValues.list'>) {
  const a = await acting(ctx, input.ownerId);
  const { list, source } = await visibleList(ctx.db, a, input.listId);
  const { rows, total } = await listCodeValues(ctx.db, list.id, input);
  return {
    rows,
    total,
    list: { id: list.id, code: list.code, title: list.title, source },
  };
}

export async function valueInfo(ctx: CallContext, input: { id: number; ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const { value, source } = await visibleValue(ctx.db, a, input.id);
  const [attributes, translations, subValues] = [
    await attributesOf(ctx.db, value.id),
    await valueTranslationsOf(ctx.db, value.id),
    await subValueCount(ctx.db, value.id),
  ];
  return toCodeValueInfo(value, source, attributes, translations, subValues);
}

interface ValueParts {
  v: CodeValueValues;
  attributes: ExtraAttribute[];
  translations: Translation[];
}

/** Writes the value over `current` (or a new one) in list `listId`, with its attributes and translations. */
async function writeValue(db: Db, a: Acting, listId: number, current: CodeValueRecord | null, p: ValueParts) {
  const clash = () => exists('CODE_EXIST', 'code', M.CODE_EXISTS);
  const taken = await findCodeValueByCode(db, listId, p.v.code);
  if (taken && taken.id !== current?.id) throw clash();
  const id = await onUniqueClash(
    async () => {
      if (!current) return insertCodeValue(db, listId, p.v, a.user.id);
      await updateCodeValue(db, current.id, p.v, a.user.id);
      return current.id;
    },
    { code_values_list_code_unique: clash },
  );
  await replaceValueParts(db, id, p.attributes, p.translations);
  return id;
}

/** 'Effect All Owners': the value in the platform's list of this code (copied when missing) and in every owner's own. */
async function applyToAllOwners(
  db: Db,
  a: Acting,
  listId: number,
  listCode: string,
  oldCode: string,
  p: ValueParts,
) {
  const targets = new Set(await ownersWithList(db, a.ownerId, [listCode]));
  if (a.ownerId !== a.platformId) targets.add(a.platformId);
  for (const ownerId of targets) {
    const list = await findCodeListByCode(db, ownerId, listCode);
    if (!list) {
      await copyCodeList(db, listId, ownerId, a.user.id);
      continue;
    }
    const row =
      (await findCodeValueByCode(db, list.id, oldCode)) ?? (await findCodeValueByCode(db, list.id, p.v.code));
    await writeValue(db, { ...a, ownerId }, list.id, row, p);
  }
  return targets.size + 1;
}

export interface SaveValueInput extends CodeValueValues {
  id: number;
  ownerId?: number;
  listId: number;
  attributes: ExtraAttribute[];
  translations: Translation[];
  effectAllOwners: boolean;
}

export async function saveValue(ctx: CallContext, input: SaveValueInput) {
  const a = await acting(ctx, input.ownerId);
  if (input.effectAllOwners) requireSuperAdmin(a.user);
  await checkTranslationLanguages(ctx.db, input.translations);
  const { list } = await visibleList(ctx.db, a, input.listId);
  const existing = input.id ? (await valuesAmong(ctx.db, [input.id]))[0] : null;
  if (input.id && existing?.listId !== list.id) throw notFound('Value not found');
  const own = await writableList(ctx.db, a, list);
  const current = existing ? await counterpartValue(ctx.db, existing, own.id) : null;
  const before = current
    ? {
        ...current,
        attributes: await attributesOf(ctx.db, current.id),
        translations: await valueTranslationsOf(ctx.db, current.id),
      }
    : null;
  const { code, value, orderBy, iconUrl, pageUrl, linkUrl } = input;
  const parts: ValueParts = {
    v: { code, value, orderBy, iconUrl, pageUrl, linkUrl },
    attributes: input.attributes,
    translations: input.translations,
  };
  const id = await writeValue(ctx.db, a, own.id, current, parts);
  const owners = input.effectAllOwners
    ? await applyToAllOwners(ctx.db, a, own.id, own.code, existing?.code ?? code, parts)
    : 1;
  await ctx.audit({
    targetType: 'code_value',
    targetId: id,
    ownerId: a.ownerId,
    before,
    after: {
      ...parts.v,
      listId: own.id,
      attributes: parts.attributes,
      translations: parts.translations,
      owners,
    },
  });
  return { message: existing ? M.UPDATED : M.CREATED, id, listId: own.id };
}

/** Values of one list, all or none; under a platform list the owner gets its own copy without them. */
export async function deleteValues(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const values = await valuesAmong(ctx.db, input.ids);
  if (values.length !== input.ids.length) throw notFound('Value not found');
  const listId = oneParent(values, (v) => v.listId, 'values of one list');
  const own = await writableList(ctx.db, a, (await visibleList(ctx.db, a, listId)).list);
  const targets: CodeValueRecord[] = [];
  for (const v of values) targets.push(await counterpartValue(ctx.db, v, own.id));
  await deleteCodeValues(
    ctx.db,
    targets.map((v) => v.id),
  );
  const deleted = await auditDeleted(ctx, 'code_value', a.ownerId, targets);
  return { message: M.DELETED, deleted, listId: own.id };
}
