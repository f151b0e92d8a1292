import { LOCALISATION_MESSAGES as M, type Translation } from '@console/contract';
import type { Db } from '../../db/client';
import { exists, notFound, uniqueViolation, type AppError } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import {
  acting,
  actingForList,
  checkTranslationLanguages,
  requireSuperAdmin,
  sourceOf,
  type Acting,
} from './acting-owner';
import { listFlexyTexts, type ListQuery } from './flexy-text-list.repository';
import { codeKeyOf, withDetails, type ToTextRow } from './flexy-texts.mapper';
import {
  deleteFlexyTexts,
  findFlexyText,
  findFlexyTextByKey,
  insertFlexyText,
  ownersWithKey,
  ownRowsAmong,
  replaceTranslations,
  translationsOf,
  updateFlexyText,
  type FlexyTable,
  type FlexyTextRow,
  type FlexyTextValues,
} from './flexy-texts.repository';

const clash = (t: FlexyTable): AppError =>
  t.kind === 'label'
    ? exists('LABEL_CODE_EXIST', 'labelCode', M.LABEL_EXISTS)
    : exists('ERROR_CODE_EXIST', 'errorCode', M.ERROR_EXISTS);

/** Runs a write, turning a clash on the table's unique index (a concurrent save) into the 409. */
async function guarded<T>(t: FlexyTable, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err) === t.uniqueIndex) throw clash(t);
    throw err;
  }
}

export async function listTexts<R>(
  t: FlexyTable,
  toRow: ToTextRow<R>,
  ctx: CallContext,
  input: ListQuery & { ownerId?: number },
) {
  const { a, confirm } = await actingForList(ctx, input.ownerId);
  const { rows, total } = await listFlexyTexts(ctx.db, t, a, input);
  if (!total) await confirm();
  return { rows: rows.map((r) => toRow(r, r.source)), total };
}

/** A row the acting owner may see (its own or the platform's), else 404. */
async function visibleRow(db: Db, t: FlexyTable, a: Acting, id: number) {
  const row = await findFlexyText(db, t, id);
  const source = row ? sourceOf(a, Number(row.owner_id)) : null;
  if (!row || !source) throw notFound(t.kind === 'label' ? 'Label not found' : 'Error message not found');
  return { row, source };
}

export async function textInfo<R>(
  t: FlexyTable,
  toRow: ToTextRow<R>,
  ctx: CallContext,
  input: { id: number; ownerId?: number },
) {
  const a = await acting(ctx, input.ownerId);
  const { row, source } = await visibleRow(ctx.db, t, a, input.id);
  return withDetails(toRow(row, source), row, await translationsOf(ctx.db, t, row.id));
}

export interface SaveTextInput extends Omit<FlexyTextValues, 'code'> {
  id: number;
  ownerId?: number;
  translations: Translation[];
  effectAllOwners: boolean;
}

/** Writes the owner's row with the key, or a new one; the whole translation table replaces the old. */
async function writeRow(
  db: Db,
  t: FlexyTable,
  a: Acting,
  current: FlexyTextRow | null,
  v: FlexyTextValues,
  tr: Translation[],
) {
  const taken = await findFlexyTextByKey(db, t, a.ownerId, v.screenCode, v.code);
  if (taken && Number(taken.id) !== Number(current?.id)) throw clash(t);
  const id = current
    ? Number(current.id)
    : await guarded(t, () => insertFlexyText(db, t, a.ownerId, v, a.user.id));
  if (current) await guarded(t, () => updateFlexyText(db, t, id, v, a.user.id));
  await replaceTranslations(db, t, id, tr);
  return id;
}

/**
 * 'Effect All Owners': the platform's row (created when missing) and every owner's own row with the same
 * key take the change, so every owner sees it; owners without their own row inherit the platform's.
 */
async function applyToAllOwners(
  db: Db,
  t: FlexyTable,
  a: Acting,
  oldKey: [string, string],
  v: FlexyTextValues,
  tr: Translation[],
) {
  const newKey: [string, string] = [v.screenCode, v.code];
  const targets = new Set(await ownersWithKey(db, t, a.ownerId, [oldKey, newKey]));
  if (a.ownerId !== a.platformId) targets.add(a.platformId);
  for (const ownerId of targets) {
    const row =
      (await findFlexyTextByKey(db, t, ownerId, ...oldKey)) ??
      (await findFlexyTextByKey(db, t, ownerId, ...newKey));
    await writeRow(db, t, { ...a, ownerId }, row, v, tr);
  }
  return targets.size + 1;
}

export async function saveText(
  t: FlexyTable,
  ctx: CallContext,
  input: SaveTextInput & Partial<Record<'labelCode' | 'errorCode', string>>,
) {
  const a = await acting(ctx, input.ownerId);
  if (input.effectAllOwners) requireSuperAdmin(a.user);
  await checkTranslationLanguages(ctx.db, input.translations);
  const found = input.id ? await visibleRow(ctx.db, t, a, input.id) : null;
  const before = found ? { ...found.row, translations: await translationsOf(ctx.db, t, found.row.id) } : null;
  const values: FlexyTextValues = {
    screenCode: input.screenCode,
    screenName: input.screenName,
    code: input[codeKeyOf(t)] ?? '',
    orderNumber: input.orderNumber,
    text: input.text,
    description: input.description,
  };
  // Saving a platform row while acting on another owner makes that owner's own row (an override).
  const current =
    found?.source === 'owner'
      ? found.row
      : found && (await findFlexyTextByKey(ctx.db, t, a.ownerId, found.row.screen_code, found.row.code));
  const id = await writeRow(ctx.db, t, a, current, values, input.translations);
  const oldKey: [string, string] = found
    ? [found.row.screen_code, found.row.code]
    : [values.screenCode, values.code];
  const owners = input.effectAllOwners
    ? await applyToAllOwners(ctx.db, t, a, oldKey, values, input.translations)
    : 1;
  await ctx.audit({
    targetType: t.kind,
    targetId: id,
    ownerId: a.ownerId,
    before,
    after: { ...values, translations: input.translations, effectAllOwners: input.effectAllOwners, owners },
  });
  return { message: found ? M.UPDATED : M.CREATED, id };
}

/** Deletes the owner's own rows, all or none: a row it does not own (a platform row, another tenant's) is 404. */
export async function deleteTexts(
  t: FlexyTable,
  ctx: CallContext,
  input: { ids: number[]; ownerId?: number },
) {
  const a = await acting(ctx, input.ownerId);
  const ids = [...new Set(input.ids)];
  const rows = await ownRowsAmong(ctx.db, t, a.ownerId, ids);
  if (rows.length !== ids.length)
    throw notFound(t.kind === 'label' ? 'Label not found' : 'Error message not found');
  await deleteFlexyTexts(ctx.db, t, ids);
  await ctx.audit({ targetType: t.kind, targetId: ids.join(','), ownerId: a.ownerId, before: rows });
  return { message: M.DELETED, deleted: rows.length };
}
