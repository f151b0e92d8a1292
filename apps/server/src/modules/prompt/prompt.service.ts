import { PROMPT_MESSAGES, type CallParsedInput, type PromptVersion } from '@console/contract';
import { listCall } from '../../crud/owned-calls';
import { isoDate } from '../../db/sql';
import type { CallContext } from '../../http/context';
import { acting } from '../owners/owner-scope';
import { insertPromptVersion, latestPrompt, listPromptVersions } from './prompt.repository';

// The chat prompt is the platform's: the calls act on the platform owner whichever owner PM staff picked.

const toVersion = (r: {
  id: number;
  promptText: string;
  createdBy: string;
  createdAt: Date;
}): PromptVersion => ({
  id: r.id,
  promptText: r.promptText,
  createdBy: r.createdBy,
  dateCreated: isoDate(r.createdAt),
});

export async function currentPrompt(ctx: CallContext, input: { ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const row = await latestPrompt(ctx.db, a.platformId);
  return { current: row ? toVersion(row) : null };
}

export const listVersions = listCall('platform', 'dateCreated', listPromptVersions, toVersion);

/** A new version authored by the signed-in user (the spec's fixed 'admin' was a placeholder). */
export async function savePrompt(ctx: CallContext, input: CallParsedInput<'prompt.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = await latestPrompt(ctx.db, a.platformId);
  const id = await insertPromptVersion(ctx.db, a.platformId, input.promptText, a.user.id);
  await ctx.audit({
    targetType: 'prompt',
    targetId: id,
    ownerId: a.platformId,
    before: before && { id: before.id, promptText: before.promptText },
    after: { id, promptText: input.promptText },
  });
  return { message: PROMPT_MESSAGES.UPDATED, id };
}
