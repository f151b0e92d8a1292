import { defineScreens } from '../common/screens';
import { PROMPT_MESSAGES } from './prompt.schema';

/** The prompt editor (001 section 2.4). */
export const PROMPT_SCREENS = defineScreens({
  PROMPT: {
    name: 'Platform Setting - Prompt',
    labels: {
      HEADING: 'Prompt',
      BREADCRUMB: 'Platform Setting - Prompt',
      CURRENT: 'Current prompt',
      NO_PROMPT: 'No prompt has been saved yet.',
      PROMPT: 'Prompt',
      EDIT: 'Edit',
      SAVE: 'Save',
      CANCEL: 'Cancel',
      // 001 section 2.4, its misspelling ('immediiently') corrected.
      WARNING: 'Are you sure want to update prompt and it will affect immediately in prompt response?',
      CONFIRM_TITLE: 'Update Prompt',
      SUCCESS: 'Success',
      DONE: 'Done',
      VERSIONS: 'Previous versions',
      VERSION_TEXT: 'Prompt',
      CREATED_BY: 'Created By',
      DATE_CREATED: 'Date Created',
      VIEW_VERSION: 'Prompt version',
      SEARCH: 'Search versions',
      SELECTED_COUNT: '{n} selected',
      NO_ROWS: 'No versions',
      LOAD_FAILED: 'The prompt could not be loaded',
      PROMPT_REQ: PROMPT_MESSAGES.PROMPT_REQ,
    },
    errors: { UPDATED: PROMPT_MESSAGES.UPDATED },
  },
});
