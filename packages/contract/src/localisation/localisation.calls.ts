import { z } from 'zod';
import { defineCall } from '../common/call';
import { ownerScope } from '../owners/owners.schema';
import {
  codeListValuesInput,
  codeListValuesOutput,
  labelsByScreenInput,
  labelsByScreenOutput,
  languageSchema,
} from './localisation.schema';

export const localisationCalls = {
  'labels.byScreen': defineCall({
    name: 'labels.byScreen',
    summary: "A screen's captions in a language, falling back to English label by label.",
    permission: 'session',
    mutates: false,
    input: labelsByScreenInput,
    output: labelsByScreenOutput,
  }),
  'codeLists.values': defineCall({
    name: 'codeLists.values',
    summary: 'The values of a code list (CLOUD_PROVIDER, ACCESS_TYPE ...) in a language, in order.',
    permission: 'session',
    mutates: false,
    input: codeListValuesInput,
    output: codeListValuesOutput,
  }),
  'languages.ofOwner': defineCall({
    name: 'languages.ofOwner',
    summary: 'The languages an owner offers, English first.',
    permission: 'session',
    mutates: false,
    input: ownerScope,
    output: z.object({ result: z.array(languageSchema) }),
  }),
};
