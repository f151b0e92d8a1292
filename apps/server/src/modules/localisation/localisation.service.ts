import type { CodeListValue, Language } from '@console/contract';
import type { CallContext } from '../../http/context';
import { resolveOwnerId } from '../owners/owner-scope';
import { codeListValues, ownerLanguageList, screenLabels } from './localisation.repository';

const rank = (own: boolean, translated: boolean) => (translated ? 0 : 2) + (own ? 0 : 1);

/** Per label: the owner's text in `lang`, else the platform's in `lang`, else the owner's English, else the platform's. */
export async function labelsByScreen(ctx: CallContext, input: { ownerId?: number; scrId: string; lang: string }) {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const rows = await screenLabels(ctx.db, ownerId, input.scrId, input.lang);
  const best = new Map<string, { rank: number; text: string }>();
  for (const row of rows) {
    const candidates: Array<[number, string]> = [[rank(row.own, false), row.text]];
    if (row.translated && input.lang !== 'EN') candidates.push([rank(row.own, true), row.translated]);
    for (const [r, text] of candidates) {
      const current = best.get(row.label_code);
      if (!current || r < current.rank) best.set(row.label_code, { rank: r, text });
    }
  }
  return { lang: input.lang, labels: Object.fromEntries([...best].map(([code, v]) => [code, v.text])) };
}

export async function codeListValuesOf(
  ctx: CallContext,
  input: { ownerId?: number; code: string; lang: string },
): Promise<{ result: CodeListValue[] }> {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const rows = await codeListValues(ctx.db, ownerId, input.code, input.lang);
  return { result: rows.map((r) => ({ code: r.code, value: r.translated ?? r.value })) };
}

export async function languagesOfOwner(ctx: CallContext, requested?: number): Promise<{ result: Language[] }> {
  const ownerId = await resolveOwnerId(ctx, requested);
  return { result: await ownerLanguageList(ctx.db, ownerId) };
}
