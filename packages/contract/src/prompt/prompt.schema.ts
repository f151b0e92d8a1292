import { z } from 'zod';
import { requiredText } from '../common/fields';
import { listQuery, ownerScope, pageOutput } from '../common/list';
import { createdFields } from '../common/rows';

export const PROMPT_VERSION_SORT_FIELDS = ['dateCreated'] as const;
export const PROMPT_MESSAGES = {
  PROMPT_REQ: 'Prompt is required',
  UPDATED: 'Successfully Updated',
} as const;

/** One version of the chat prompt with its author (the signed-in user who saved it) and date. */
export const promptVersionSchema = z.object({
  id: z.number().int(),
  promptText: z.string(),
  ...createdFields,
});
export type PromptVersion = z.infer<typeof promptVersionSchema>;

/** chatpropmt (001 section 7): the current prompt, null before any was saved. */
export const promptCurrentOutput = z.object({ current: promptVersionSchema.nullable() });

/** updateprompt: the author is the session's user, never sent. */
export const promptSaveInput = ownerScope.extend({
  promptText: requiredText(PROMPT_MESSAGES.PROMPT_REQ, 50_000),
});

/** Every version, newest first by default. */
export const promptVersionListInput = listQuery(PROMPT_VERSION_SORT_FIELDS).extend({
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export const promptVersionListOutput = pageOutput(promptVersionSchema);
