import type { Db } from '../../../db/client';
import { codeValueTranslations } from '../../../db/schema/index';
import type { Acting } from '../../owners/owner-scope';
import { writableList } from '../code-list-access';
import { findCodeList, insertCodeList, updateCodeList } from '../code-lists.repository';
import { findCodeValueByCode, insertCodeValue, updateCodeValue } from '../code-values.repository';
import {
  ERRORS,
  insertScreenText,
  LABELS,
  updateScreenText,
  writeTranslations,
  type ScreenTextTable,
  type ScreenTextValues,
} from '../screen-texts.repository';
import type { ImportPlan, ListChange, TextChange, ValueChange } from './plan';

const changedTranslations = (wanted: Map<string, string>, current: Map<string, string> | undefined) =>
  [...wanted].filter(([lang, text]) => current?.get(lang) !== text).map(([lang, text]) => ({ lang, text }));

/** Writes one label or error: the owner's row, an override of the platform's (with its translations), or a new row. */
async function applyText(db: Db, t: ScreenTextTable, a: Acting, c: TextChange): Promise<void> {
  const e = c.entity;
  const en = c.en;
  const enDirty =
    en &&
    (!e ||
      e.text !== en.text ||
      e.screenName !== en.screenName ||
      e.orderNumber !== en.orderNumber ||
      e.description !== en.description);
  const translations = changedTranslations(c.translations, e?.translations);
  if (!enDirty && !translations.length) return;
  const values = {
    screenCode: c.screenCode,
    [t.codeKey]: c.code,
    screenName: en?.screenName ?? e!.screenName,
    orderNumber: en?.orderNumber ?? e!.orderNumber,
    text: en?.text ?? e!.text,
    description: en?.description ?? e!.description,
  } as ScreenTextValues;
  let id: number;
  if (e?.source === 'owner') {
    id = e.id;
    if (enDirty) await updateScreenText(db, t, id, values, a.user.id);
  } else {
    id = await insertScreenText(db, t, a.ownerId, values, a.user.id);
    // An override of the platform's row starts with the platform's translations.
    if (e)
      await writeTranslations(
        db,
        t,
        id,
        [...e.translations].map(([lang, text]) => ({ lang, text })),
        true,
      );
  }
  await writeTranslations(db, t, id, translations, false);
}

function valueDirty(v: ValueChange): boolean {
  const e = v.entity;
  const enDirty = v.en && (!e || e.value !== v.en.value || Number(e.orderBy) !== Number(v.en.orderBy));
  return Boolean(enDirty) || changedTranslations(v.translations, e?.translations).length > 0;
}

async function applyValue(db: Db, a: Acting, listId: number, v: ValueChange): Promise<void> {
  const row = await findCodeValueByCode(db, listId, v.code);
  let id: number;
  if (!row) {
    id = await insertCodeValue(
      db,
      listId,
      {
        code: v.code,
        value: v.en!.value,
        orderBy: v.en!.orderBy,
        iconUrl: null,
        pageUrl: null,
        linkUrl: null,
      },
      a.user.id,
    );
  } else {
    id = row.id;
    if (v.en && (row.value !== v.en.value || Number(row.orderBy) !== Number(v.en.orderBy)))
      await updateCodeValue(db, id, { ...row, value: v.en.value, orderBy: v.en.orderBy }, a.user.id);
  }
  for (const tr of changedTranslations(v.translations, v.entity?.translations)) {
    await db
      .insert(codeValueTranslations)
      .values({ valueId: id, ...tr })
      .onConflictDoUpdate({
        target: [codeValueTranslations.valueId, codeValueTranslations.lang],
        set: { text: tr.text },
      });
  }
}

/** Writes one code list and its values: the owner's list, its own copy of the platform's, or a new list. */
async function applyList(db: Db, a: Acting, c: ListChange): Promise<void> {
  const e = c.entity;
  const listDirty = c.en && (!e || e.title !== c.en.title || e.description !== c.en.description);
  const values = [...c.values.values()].filter(valueDirty);
  if (!listDirty && !values.length) return;
  let listId: number;
  if (!e) {
    listId = await insertCodeList(
      db,
      a.ownerId,
      { code: c.code, title: c.en!.title, description: c.en!.description, subList: 'yes' },
      a.user.id,
    );
  } else {
    const own = await writableList(db, a, (await findCodeList(db, e.id))!);
    listId = own.id;
    if (listDirty)
      await updateCodeList(
        db,
        listId,
        { code: own.code, subList: own.subList, title: c.en!.title, description: c.en!.description },
        a.user.id,
      );
  }
  for (const v of values) await applyValue(db, a, listId, v);
}

/** Writes a plan that has no errors; records equal to what the owner sees change nothing. */
export async function applyPlan(db: Db, a: Acting, plan: ImportPlan): Promise<void> {
  for (const c of plan.labels.values()) await applyText(db, LABELS, a, c);
  for (const c of plan.errors.values()) await applyText(db, ERRORS, a, c);
  for (const c of plan.lists.values()) await applyList(db, a, c);
}
