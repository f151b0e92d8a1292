import { ROUTES } from '../auth/routes';
import { defineCrudCalls } from '../common/crud';
import {
  codeListInfoSchema,
  codeListListInput,
  codeListListOutput,
  codeListSaveInput,
  codeValueDeleteOutput,
  codeValueInfoSchema,
  codeValueListInput,
  codeValueListOutput,
  codeValueSaveInput,
  codeValueSaveOutput,
  subValueDeleteOutput,
  subValueListInput,
  subValueListOutput,
  subValueSaveInput,
  subValueSaveOutput,
} from './code-lists.schema';

export const codeListsCalls = {
  ...defineCrudCalls(
    'codeLists',
    {
      list: { input: codeListListInput, output: codeListListOutput },
      info: { output: codeListInfoSchema },
      // Saves answer the saved list's id: writing under a platform list gives the owner its own copy.
      save: { input: codeListSaveInput },
      delete: {},
    },
    ROUTES.codes.calls,
    {
      list: "An owner's code lists (its own and the platform's it inherits), paged, searched and sorted.",
      info: 'A code list.',
      save: "Create or update a code list (a platform list becomes the owner's own copy, values included).",
      delete: "Delete an owner's code lists with their values and sub-values.",
    },
  ),
  ...defineCrudCalls(
    'codeValues',
    {
      list: { input: codeValueListInput, output: codeValueListOutput },
      info: { output: codeValueInfoSchema },
      save: { input: codeValueSaveInput, output: codeValueSaveOutput },
      delete: { output: codeValueDeleteOutput },
    },
    ROUTES.codeValues.calls,
    {
      list: 'The values of a code list with their extra attributes, paged, searched and sorted.',
      info: 'A value with its URLs, extra attributes and translations.',
      save: 'Create or update a value with its extra attributes and translations.',
      delete: 'Delete values of one list with their attributes, translations and sub-values.',
    },
  ),
  ...defineCrudCalls(
    'subValues',
    {
      list: { input: subValueListInput, output: subValueListOutput },
      save: { input: subValueSaveInput, output: subValueSaveOutput },
      delete: { output: subValueDeleteOutput },
    },
    ROUTES.codeSubValues.calls,
    {
      list: 'The sub-values under a value, with their translations.',
      save: 'Create or update a sub-value with its translations.',
      delete: 'Delete sub-values of one value with their translations.',
    },
  ),
};
