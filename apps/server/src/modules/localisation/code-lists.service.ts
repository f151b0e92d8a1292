import { LOCALISATION_MESSAGES as M } from '@console/contract';
import type { Db } from '../../db/client';
import { exists, notFound, uniqueViolation } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting, actingForList, requireSuperAdmin, type Acting } from './acting-owner';
import { toCodeListRow } from './code-lists.mapper';
import { visibleList, writableList } from './code-list-access';
import {
  deleteCodeLists,
  findCodeListByCode,
  insertCodeList,
  listCodeLists,
  ownersWithList,
  ownListsAmong,
  updateCodeList,
  valueCount,
  type CodeListRecord,
  type CodeListValues,
} from './code-lists.repository';
import { copyCodeList } from './list-copy.repository';

type ListInput = {
  ownerId?: number;
  page: number;
  pageSize: number;
  search: string;
  sortField?: string;
  sortDirection: 'asc' | 'desc';
};

const clash = () => exists('CODE_EXIST', 'code', M.CODE_EXISTS);

export async function listLists(ctx: CallContext, input: ListInput) {
  const { a, confirm } = await actingForList(ctx, input.ownerId);
  const { rows, total } = await listCodeLists(ctx.db, a, input);
  if (!total) await confirm();
  return {
    rows: rows.map((r) =>
      toCodeListRow({ ...r, subList: r.sub_list, updatedAt: r.updated_at }, r.source, Number(r.value_count)),
    ),
    total,
  };
}

export async function listInfo(ctx: CallContext, input: { id: number; ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const { list, source } = await visibleList(ctx.db, a, input.id);
  return { ...toCodeListRow(list, source, await valueCount(ctx.db, list.id)), ownerId: list.ownerId };
}

/** Writes `v` over the owner's list `current` (or a new list), refusing a code another of its lists has. */
async function writeList(
  db: Db,
  a: Acting,
  current: CodeListRecord | null,
  v: CodeListValues,
): Promise<number> {
  const taken = await findCodeListByCode(db, a.ownerId, v.code);
  if (taken && taken.id !== current?.id) throw clash();
  try {
    if (!current) return await insertCodeList(db, a.ownerId, v, a.user.id);
    await updateCodeList(db, current.id, v, a.user.id);
    return current.id;
  } catch (err) {
    if (uniqueViolation(err) === 'code_lists_owner_code_unique') throw clash();
    throw err;
  }
}

/** 'Effect All Owners': the platform's list (copied when missing) and every owner's own list of the code. */
async function applyToAllOwners(db: Db, a: Acting, savedId: number, oldCode: string, v: CodeListValues) {
  const targets = new Set(await ownersWithList(db, a.ownerId, [oldCode, v.code]));
  if (a.ownerId !== a.platformId) targets.add(a.platformId);
  for (const ownerId of targets) {
    const list =
      (await findCodeListByCode(db, ownerId, oldCode)) ?? (await findCodeListByCode(db, ownerId, v.code));
    if (list) await writeList(db, { ...a, ownerId }, list, v);
    else await copyCodeList(db, savedId, ownerId, a.user.id);
  }
  return targets.size + 1;
}

export async function saveList(
  ctx: CallContext,
  input: {
    id: number;
    ownerId?: number;
    code: string;
    title: string;
    desc: string;
    subList: 'yes' | 'no';
    effectAllOwners: boolean;
  },
) {
  const a = await acting(ctx, input.ownerId);
  if (input.effectAllOwners) requireSuperAdmin(a.user);
  const found = input.id ? await visibleList(ctx.db, a, input.id) : null;
  const v: CodeListValues = {
    code: input.code,
    title: input.title,
    description: input.desc,
    subList: input.subList,
  };
  // Saving the platform's list while acting on another owner gives that owner its own copy first.
  const current = found ? await writableList(ctx.db, a, found.list) : null;
  const id = await writeList(ctx.db, a, current, v);
  const owners = input.effectAllOwners
    ? await applyToAllOwners(ctx.db, a, id, found?.list.code ?? v.code, v)
    : 1;
  await ctx.audit({
    targetType: 'code_list',
    targetId: id,
    ownerId: a.ownerId,
    before: found?.list ?? null,
    after: { ...v, effectAllOwners: input.effectAllOwners, owners },
  });
  return { message: found ? M.UPDATED : M.CREATED, id };
}

export async function deleteLists(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const ids = [...new Set(input.ids)];
  const lists = await ownListsAmong(ctx.db, a.ownerId, ids);
  if (lists.length !== ids.length) throw notFound('Code list not found');
  await deleteCodeLists(ctx.db, ids);
  await ctx.audit({ targetType: 'code_list', targetId: ids.join(','), ownerId: a.ownerId, before: lists });
  return { message: M.DELETED, deleted: lists.length };
}
