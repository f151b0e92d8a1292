import type { z } from 'zod';
import { ROUTES } from '../auth/routes';
import type { CrudPermission } from '../common/crud';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import {
  byScreenInput,
  errorSchemas,
  errorsByScreenOutput,
  labelSchemas,
  labelsByScreenOutput,
} from './screen-texts.schema';

/** list, info, save and delete of one kind of screen text (labels or errors), with its screen's permissions. */
function screenTextCalls<
  A extends string,
  L extends z.ZodType,
  LO extends z.ZodType,
  I extends z.ZodType,
  SV extends z.ZodType,
>(
  area: A,
  schemas: { list: L; listOutput: LO; info: I; save: SV },
  permission: CrudPermission,
  text: { one: string; many: string },
) {
  return defineCrudCalls(
    area,
    {
      list: { input: schemas.list, output: schemas.listOutput },
      info: { output: schemas.info },
      save: { input: schemas.save },
      delete: {},
    },
    permission,
    {
      list: `An owner's ${text.many} (its own and the platform's it inherits), paged, searched and sorted.`,
      info: `One ${text.one} with its translations.`,
      save: `Create or update one ${text.one} with its translations (a platform ${text.one} becomes the owner's own).`,
      delete: `Delete an owner's ${text.many} (an override reverts to the platform's ${text.one}).`,
    },
  );
}

export const screenTextsCalls = {
  ...defineCalls({
    'labels.byScreen': {
      summary: "A screen's captions in a language, falling back to English label by label.",
      permission: 'session',
      mutates: false,
      input: byScreenInput,
      output: labelsByScreenOutput,
    },
    'errors.byScreen': {
      summary:
        "A screen's error and success messages in a language, by error code, falling back to English message by message.",
      permission: 'session',
      mutates: false,
      input: byScreenInput,
      output: errorsByScreenOutput,
    },
  }),
  ...screenTextCalls('labels', labelSchemas, ROUTES.labels.calls, { one: 'label', many: 'labels' }),
  ...screenTextCalls('errors', errorSchemas, ROUTES.errors.calls, {
    one: 'error message',
    many: 'error messages',
  }),
};
