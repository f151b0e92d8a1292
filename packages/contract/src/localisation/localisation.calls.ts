import { z } from 'zod';
import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { emptyInput } from '../common/fields';
import { ownerScope } from '../common/list';
import { codeListsCalls } from './code-lists.calls';
import { importExportCalls } from './import-export.calls';
import { screenTextsCalls } from './screen-texts.calls';
import {
  codeListValuesInput,
  codeListValuesOutput,
  languageIdsInput,
  languageSchema,
  ownerLanguagesOutput,
} from './localisation.schema';

export const localisationCalls = {
  ...defineCalls({
    'codeLists.values': {
      summary: 'The values of a code list (CLOUD_PROVIDER, ACCESS_TYPE ...) in a language, in order.',
      permission: 'session',
      mutates: false,
      input: codeListValuesInput,
      output: codeListValuesOutput,
    },
    'languages.ofOwner': {
      summary: 'The languages an owner offers, English first.',
      permission: 'session',
      mutates: false,
      input: ownerScope,
      output: z.object({ result: z.array(languageSchema) }),
    },
    'languages.catalogue': {
      summary: 'Every language an owner may offer (the 103-language catalogue), by name.',
      permission: ROUTES.language.calls.read,
      mutates: false,
      input: emptyInput,
      output: z.object({ result: z.array(languageSchema) }),
    },
    'languages.add': {
      summary: 'Offer more languages for an owner (languages it already offers are left as they are).',
      permission: ROUTES.language.calls.write,
      mutates: true,
      input: languageIdsInput,
      output: ownerLanguagesOutput,
    },
    'languages.remove': {
      summary: 'Stop offering languages for an owner (never English); their translations are kept.',
      permission: ROUTES.language.calls.write,
      mutates: true,
      input: languageIdsInput,
      output: ownerLanguagesOutput,
    },
  }),
  ...screenTextsCalls,
  ...codeListsCalls,
  ...importExportCalls,
};
