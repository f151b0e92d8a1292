import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { sourceOf, type Acting } from '../owners/owner-scope';
import { findCodeList, findCodeListByCode, type CodeListRecord } from './code-lists.repository';
import { findCodeValue, findCodeValueByCode, type CodeValueRecord } from './code-values.repository';
import { copyCodeList } from './list-copy.repository';

/** A list the acting owner may read (its own or the platform's), else 404. */
export async function visibleList(db: Db, a: Acting, listId: number) {
  const list = await findCodeList(db, listId);
  const source = list ? sourceOf(a, list.ownerId) : null;
  if (!list || !source) throw notFound('Code list not found');
  return { list, source };
}

/** A value the acting owner may read, with its list. */
export async function visibleValue(db: Db, a: Acting, valueId: number) {
  const value = await findCodeValue(db, valueId);
  if (!value) throw notFound('Value not found');
  return { value, ...(await visibleList(db, a, value.listId)) };
}

/**
 * The acting owner's own list to write under `list`: the list itself when it is the owner's, else the
 * owner's list of the same code, else a new copy of the platform's list (everything under it included).
 */
export async function writableList(db: Db, a: Acting, list: CodeListRecord): Promise<CodeListRecord> {
  if (list.ownerId === a.ownerId) return list;
  const own = await findCodeListByCode(db, a.ownerId, list.code);
  if (own) return own;
  const id = await copyCodeList(db, list.id, a.ownerId, a.user.id);
  return (await findCodeList(db, id))!;
}

/** The value in `listId` that stands for `value`: itself, or its copy (same code). */
export async function counterpartValue(
  db: Db,
  value: CodeValueRecord,
  listId: number,
): Promise<CodeValueRecord> {
  if (value.listId === listId) return value;
  const copy = await findCodeValueByCode(db, listId, value.code);
  if (!copy) throw notFound('Value not found');
  return copy;
}
