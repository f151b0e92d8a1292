import type { CallOutput, CodeListValue, Language } from '@console/contract';
import type { CallContext } from '../../http/context';
import { jsonAnswer } from '../../http/json-answer';
import { ownerNotFound, ownerToConfirm, resolveOwnerId } from '../owners/owner-scope';
import type { Db } from '../../db/client';
import { codeListValues, ownerLanguageList, screenErrors, type Captions } from './localisation.repository';
import { cachedScreenLabels } from './screen-labels-cache';

type ByScreen = { ownerId?: number; scrId: string; lang: string };

type ScreenTexts<T> = (db: Db, ownerId: number, screen: string, lang: string) => Promise<T | null>;

/**
 * A screen's texts in `lang` as `read` finds them, or 404 when the owner is not found. The hot path of
 * every screen: the owner check rides along with the texts query.
 */
async function textsOfScreen<T>(ctx: CallContext, input: ByScreen, read: ScreenTexts<T>): Promise<T> {
  const texts = await read(ctx.db, ownerToConfirm(ctx, input.ownerId), input.scrId, input.lang);
  if (!texts) throw ownerNotFound();
  return texts;
}

/**
 * Per label: the owner's text in `lang`, else the platform's in `lang`, else the owner's English, else the
 * platform's; the captions as the cache wrote them (decision 0330).
 */
export const labelsByScreen = async (ctx: CallContext, input: ByScreen) =>
  jsonAnswer<CallOutput<'labels.byScreen'>>({
    lang: input.lang,
    labels: await textsOfScreen(ctx, input, cachedScreenLabels),
  });

/** Per error code: as labelsByScreen, from the errors catalogue. */
export const errorsByScreen = async (ctx: CallContext, input: ByScreen) => ({
  lang: input.lang,
  errors: await textsOfScreen<Captions>(ctx, input, screenErrors),
});

export async function codeListValuesOf(
  ctx: CallContext,
  input: { ownerId?: number; code: string; lang: string },
): Promise<{ result: CodeListValue[] }> {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const rows = await codeListValues(ctx.db, ownerId, input.code, input.lang);
  return { result: rows.map((r) => ({ code: r.code, value: r.translated ?? r.value })) };
}

export async function languagesOfOwner(
  ctx: CallContext,
  requested?: number,
): Promise<{ result: Language[] }> {
  const ownerId = await resolveOwnerId(ctx, requested);
  return { result: await ownerLanguageList(ctx.db, ownerId) };
}
