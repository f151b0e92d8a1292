import { LOCALISATION_MESSAGES as M, type Translation } from '@console/contract';
import { deleteOwnedRows } from '../../crud/delete-owned';
import type { Db } from '../../db/client';
import { exists, notFound, onUniqueClash, type AppError } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting, actingForList, requireSuperAdmin, sourceOf, type Acting } from '../owners/owner-scope';
import { listScreenTexts, type ListQuery } from './screen-texts-list.repository';
import { toScreenTextRow, withDetails } from './screen-texts.mapper';
import {
  findScreenText,
  findScreenTextByKey,
  insertScreenText,
  ownersWithKey,
  translationsOf,
  updateScreenText,
  writeTranslations,
  type CodeKey,
  type ScreenTextRow,
  type ScreenTextTable,
  type ScreenTextValues,
} from './screen-texts.repository';
import { checkTranslationLanguages } from './translations';

// labels.* and errors.*: one service for both kinds of screen text, told apart by their table.

const clash = (t: ScreenTextTable): AppError =>
  t.kind === 'label'
    ? exists('LABEL_CODE_EXIST', t.codeKey, M.LABEL_EXISTS)
    : exists('ERROR_CODE_EXIST', t.codeKey, M.ERROR_EXISTS);
const missing = (t: ScreenTextTable) =>
  notFound(t.kind === 'label' ? 'Label not found' : 'Error message not found');

export async function listTexts<K extends CodeKey>(
  t: ScreenTextTable<K>,
  ctx: CallContext,
  input: ListQuery & { ownerId?: number },
) {
  const { a, confirm } = await actingForList(ctx, input.ownerId);
  const { rows, total } = await listScreenTexts(ctx.db, t, a, input);
  if (!total) await confirm();
  return { rows: rows.map((r) => toScreenTextRow(r, t.codeKey, r.source)), total };
}

/** A row the acting owner may see (its own or the platform's), else 404. */
async function visibleRow<K extends CodeKey>(db: Db, t: ScreenTextTable<K>, a: Acting, id: number) {
  const row = await findScreenText(db, t, id);
  const source = row ? sourceOf(a, Number(row.owner_id)) : null;
  if (!row || !source) throw missing(t);
  return { row, source };
}

export async function textInfo<K extends CodeKey>(
  t: ScreenTextTable<K>,
  ctx: CallContext,
  input: { id: number; ownerId?: number },
) {
  const a = await acting(ctx, input.ownerId);
  const { row, source } = await visibleRow(ctx.db, t, a, input.id);
  return withDetails(toScreenTextRow(row, t.codeKey, source), row, await translationsOf(ctx.db, t, row.id));
}

/** Writes the owner's row with the key, or a new one; the whole translation table replaces the old. */
async function writeRow<K extends CodeKey>(
  db: Db,
  t: ScreenTextTable<K>,
  a: Acting,
  current: ScreenTextRow<K> | null,
  v: ScreenTextValues<K>,
  tr: Translation[],
) {
  const taken = await findScreenTextByKey(db, t, a.ownerId, v.screenCode, v[t.codeKey]);
  if (taken && Number(taken.id) !== Number(current?.id)) throw clash(t);
  const id = await onUniqueClash(
    async () => {
      if (!current) return insertScreenText(db, t, a.ownerId, v, a.user.id);
      await updateScreenText(db, t, Number(current.id), v, a.user.id);
      return Number(current.id);
    },
    { [t.uniqueIndex]: () => clash(t) },
  );
  await writeTranslations(db, t, id, tr, true);
  return id;
}

/**
 * 'Effect All Owners': the platform's row (created when missing) and every owner's own row with the same
 * key take the change, so every owner sees it; owners without their own row inherit the platform's.
 */
async function applyToAllOwners<K extends CodeKey>(
  db: Db,
  t: ScreenTextTable<K>,
  a: Acting,
  oldKey: [string, string],
  v: ScreenTextValues<K>,
  tr: Translation[],
) {
  const newKey: [string, string] = [v.screenCode, v[t.codeKey]];
  const targets = new Set(await ownersWithKey(db, t, a.ownerId, [oldKey, newKey]));
  if (a.ownerId !== a.platformId) targets.add(a.platformId);
  for (const ownerId of targets) {
    const row =
      (await findScreenTextByKey(db, t, ownerId, ...oldKey)) ??
      (await findScreenTextByKey(db, t, ownerId, ...newKey));
    await writeRow(db, t, { ...a, ownerId }, row, v, tr);
  }
  return targets.size + 1;
}

type SaveTextInput<K extends CodeKey> = ScreenTextValues<K> & {
  id: number;
  ownerId?: number;
  translations: Translation[];
  effectAllOwners: boolean;
};

export async function saveText<K extends CodeKey>(
  t: ScreenTextTable<K>,
  ctx: CallContext,
  input: SaveTextInput<K>,
) {
  const a = await acting(ctx, input.ownerId);
  if (input.effectAllOwners) requireSuperAdmin(a.user);
  await checkTranslationLanguages(ctx.db, input.translations);
  const found = input.id ? await visibleRow(ctx.db, t, a, input.id) : null;
  const before = found ? { ...found.row, translations: await translationsOf(ctx.db, t, found.row.id) } : null;
  const { screenCode, screenName, orderNumber, text, description } = input;
  const values = { screenCode, screenName, orderNumber, text, description, [t.codeKey]: input[t.codeKey] };
  const v = values as ScreenTextValues<K>;
  // Saving a platform row while acting on another owner makes that owner's own row (an override).
  const current =
    found?.source === 'owner'
      ? found.row
      : found &&
        (await findScreenTextByKey(ctx.db, t, a.ownerId, found.row.screen_code, found.row[t.codeKey]));
  const id = await writeRow(ctx.db, t, a, current, v, input.translations);
  const oldKey: [string, string] = found
    ? [found.row.screen_code, found.row[t.codeKey]]
    : [v.screenCode, v[t.codeKey]];
  const owners = input.effectAllOwners
    ? await applyToAllOwners(ctx.db, t, a, oldKey, v, input.translations)
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
  t: ScreenTextTable,
  ctx: CallContext,
  input: { ids: number[]; ownerId?: number },
) {
  const a = await acting(ctx, input.ownerId);
  return deleteOwnedRows(ctx, t.owned, {
    ownerId: a.ownerId,
    ids: input.ids,
    targetType: t.kind,
    notFound: missing(t).message,
    message: M.DELETED,
  });
}

/** The list, info, save and delete services of one screen-text table (labels or errors). */
export function screenTextServices<K extends CodeKey>(t: ScreenTextTable<K>) {
  return {
    list: (ctx: CallContext, input: ListQuery & { ownerId?: number }) => listTexts(t, ctx, input),
    info: (ctx: CallContext, input: { id: number; ownerId?: number }) => textInfo(t, ctx, input),
    save: (ctx: CallContext, input: SaveTextInput<K>) => saveText(t, ctx, input),
    delete: (ctx: CallContext, input: { ids: number[]; ownerId?: number }) => deleteTexts(t, ctx, input),
  };
}
