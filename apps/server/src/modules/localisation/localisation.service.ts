import type { CodeListValue, Language } from '@console/contract';
import type { CallContext } from '../../http/context';
import { ownerNotFound, ownerToConfirm, resolveOwnerId } from '../owners/owner-scope';
import { codeListValues, ownerLanguageList, screenErrors } from './localisation.repository';
import { cachedScreenLabels } from './screen-labels-cache';

type ByScreen = { ownerId?: number; scrId: string; lang: string };

/** Per label: the owner's text in `lang`, else the platform's in `lang`, else the owner's English, else the platform's. */
export async function labelsByScreen(ctx: CallContext, input: ByScreen) {
  // The hot path of every screen: the owner check rides along with the labels query.
  const labels = await cachedScreenLabels(
    ctx.db,
    ownerToConfirm(ctx, input.ownerId),
    input.scrId,
    input.lang,
  );
  if (!labels) throw ownerNotFound();
  return { lang: input.lang, labels };
}

/** Per error code: as labelsByScreen, from the errors catalogue. */
export async function errorsByScreen(ctx: CallContext, input: ByScreen) {
  const { found, errors } = await screenErrors(
    ctx.db,
    ownerToConfirm(ctx, input.ownerId),
    input.scrId,
    input.lang,
  );
  if (!found) throw ownerNotFound();
  return { lang: input.lang, errors };
}

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
