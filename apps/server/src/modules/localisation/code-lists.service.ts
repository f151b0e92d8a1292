import { LOCALISATION_MESSAGES as M, type CallParsedInput } from '@console/contract';
import { deleteCall } from '../../crud/owned-calls';
import type { Db } from '../../db/client';
import { codeLists } from '../../db/schema/index';
import { exists, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting, actingForList, requireSuperAdmin, type Acting } from '../owners/owner-scope';
import { toCodeListRow } from './code-lists.mapper';
import { visibleList, writableList } from './code-list-access';
import {
  findCodeListByCode,
  insertCodeList,
  listCodeLists,
  ownersWithList,
  updateCodeList,
  valueCount,
  type CodeListRecord,
  type CodeListValues,
} from './code-lists.repository';
import { copyCodeList } from './list-copy.repository';

const clash = () => exists('CODE_EXIST', 'code', M.CODE_EXISTS);

export async function listLists(ctx: CallContext, input: CallParsedInput<'codeLists.list'>) {
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
  return onUniqueClash(
    async () => {
      if (!current) return insertCodeList(db, a.ownerId, v, a.user.id);
      await updateCodeList(db, current.id, v, a.user.id);
      return current.id;
    },
    { code_lists_owner_code_unique: clash },
  );
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

/** The owner's own lists, all or none; their values and sub-values go with them. */
export const deleteLists = deleteCall(codeLists, 'owner', {
  targetType: 'code_list',
  notFound: 'Code list not found',
  message: M.DELETED,
});
