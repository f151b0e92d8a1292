import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import { ownerScope, saveOutput } from '../common/list';
import {
  promptCurrentOutput,
  promptSaveInput,
  promptVersionListInput,
  promptVersionListOutput,
} from './prompt.schema';

// The chat prompt is the platform's: the calls act on the platform owner whichever owner PM staff picked.
export const promptCalls = {
  ...defineCalls({
    'prompt.current': {
      summary: 'The chat prompt in use: its latest version.',
      permission: ROUTES.prompt.calls.read,
      mutates: false,
      input: ownerScope,
      output: promptCurrentOutput,
    },
    'prompt.save': {
      summary:
        'Save a new version of the chat prompt, authored by the signed-in user; earlier versions are kept.',
      permission: ROUTES.prompt.calls.write,
      mutates: true,
      input: promptSaveInput,
      output: saveOutput,
    },
  }),
  ...defineCrudCalls(
    'promptVersions',
    { list: { input: promptVersionListInput, output: promptVersionListOutput } },
    ROUTES.prompt.calls,
    { list: 'Every saved version of the chat prompt with its author and date, newest first.' },
  ),
};
