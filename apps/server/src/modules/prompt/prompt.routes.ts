import { areaHandlers } from '../../crud/area-handlers';
import type { Handlers } from '../../http/context';
import { currentPrompt, listVersions, savePrompt } from './prompt.service';

export const promptHandlers = {
  ...areaHandlers('prompt', { current: currentPrompt, save: savePrompt }),
  ...areaHandlers('promptVersions', { list: listVersions }),
} satisfies Partial<Handlers>;
