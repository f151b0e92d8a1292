import { ROUTES } from '../auth/routes';
import { defineCall } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import {
  byScreenInput,
  errorSchemas,
  errorsByScreenOutput,
  labelSchemas,
  labelsByScreenOutput,
} from './screen-texts.schema';

const labelCalls = defineCrudCalls(
  'labels',
  {
    list: { input: labelSchemas.list, output: labelSchemas.listOutput },
    info: { output: labelSchemas.info },
    save: { input: labelSchemas.save },
    delete: {},
  },
  ROUTES.labels.calls,
  {
    list: "An owner's labels (its own and the platform's it inherits), paged, searched and sorted.",
    info: 'A label with its translations.',
    save: "Create or update a label with its translations (a platform label becomes the owner's own).",
    delete: "Delete an owner's labels (an override reverts to the platform's label).",
  },
);

const errorCalls = defineCrudCalls(
  'errors',
  {
    list: { input: errorSchemas.list, output: errorSchemas.listOutput },
    info: { output: errorSchemas.info },
    save: { input: errorSchemas.save },
    delete: {},
  },
  ROUTES.errors.calls,
  {
    list: "An owner's error messages (its own and the platform's it inherits), paged, searched and sorted.",
    info: 'An error message with its translations.',
    save: 'Create or update an error message with its translations.',
    delete: "Delete an owner's error messages (an override reverts to the platform's).",
  },
);

export const screenTextsCalls = {
  'labels.byScreen': defineCall({
    name: 'labels.byScreen',
    summary: "A screen's captions in a language, falling back to English label by label.",
    permission: 'session',
    mutates: false,
    input: byScreenInput,
    output: labelsByScreenOutput,
  }),
  'errors.byScreen': defineCall({
    name: 'errors.byScreen',
    summary:
      "A screen's error and success messages in a language, by error code, falling back to English message by message.",
    permission: 'session',
    mutates: false,
    input: byScreenInput,
    output: errorsByScreenOutput,
  }),
  ...labelCalls,
  ...errorCalls,
};
