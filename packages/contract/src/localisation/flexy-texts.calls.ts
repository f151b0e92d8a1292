import { SCREENS } from '../auth/screens';
import { defineCall } from '../common/call';
import { flexyDeleteOutput, flexyIdInput, flexyIdsInput, flexySaveOutput } from './localisation-fields';
import { errorSchemas, labelSchemas } from './flexy-texts.schema';

export const flexyTextsCalls = {
  'labels.list': defineCall({
    name: 'labels.list',
    summary: "An owner's labels (its own and the platform's it inherits), paged, searched and sorted.",
    permission: SCREENS.labels.calls.read,
    mutates: false,
    input: labelSchemas.list,
    output: labelSchemas.listOutput,
  }),
  'labels.info': defineCall({
    name: 'labels.info',
    summary: 'A label with its translations.',
    permission: SCREENS.labels.calls.read,
    mutates: false,
    input: flexyIdInput,
    output: labelSchemas.info,
  }),
  'labels.save': defineCall({
    name: 'labels.save',
    summary: "Create or update a label with its translations (a platform label becomes the owner's own).",
    permission: SCREENS.labels.calls.write,
    mutates: true,
    input: labelSchemas.save,
    output: flexySaveOutput,
  }),
  'labels.delete': defineCall({
    name: 'labels.delete',
    summary: "Delete an owner's labels (an override reverts to the platform's label).",
    permission: SCREENS.labels.calls.write,
    mutates: true,
    input: flexyIdsInput,
    output: flexyDeleteOutput,
  }),
  'errors.list': defineCall({
    name: 'errors.list',
    summary:
      "An owner's error messages (its own and the platform's it inherits), paged, searched and sorted.",
    permission: SCREENS.errors.calls.read,
    mutates: false,
    input: errorSchemas.list,
    output: errorSchemas.listOutput,
  }),
  'errors.info': defineCall({
    name: 'errors.info',
    summary: 'An error message with its translations.',
    permission: SCREENS.errors.calls.read,
    mutates: false,
    input: flexyIdInput,
    output: errorSchemas.info,
  }),
  'errors.save': defineCall({
    name: 'errors.save',
    summary: 'Create or update an error message with its translations.',
    permission: SCREENS.errors.calls.write,
    mutates: true,
    input: errorSchemas.save,
    output: flexySaveOutput,
  }),
  'errors.delete': defineCall({
    name: 'errors.delete',
    summary: "Delete an owner's error messages (an override reverts to the platform's).",
    permission: SCREENS.errors.calls.write,
    mutates: true,
    input: flexyIdsInput,
    output: flexyDeleteOutput,
  }),
};
