import type { Handlers } from '../../http/context';
import { currentPrompt, listVersions, savePrompt } from './prompt.service';

export const promptHandlers = {
  'prompt.current': (input, ctx) => currentPrompt(ctx, input),
  'prompt.save': (input, ctx) => savePrompt(ctx, input),
  'promptVersions.list': (input, ctx) => listVersions(ctx, input),
} satisfies Partial<Handlers>;
