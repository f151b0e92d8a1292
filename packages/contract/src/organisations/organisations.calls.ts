import { z } from 'zod';
import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import { okOutput } from '../common/fields';
import { idInput, ownerScope, saveOutput } from '../common/list';
import {
  daSettingsSaveInput,
  daSettingsSchema,
  organisationCreateInput,
  organisationEditInput,
  organisationInfoSchema,
  organisationListInput,
  organisationListOutput,
  organisationsEmailsOutput,
  orgIdInput,
  reactivateInput,
  reactivateOutput,
} from './organisations.schema';
import {
  regenerateKeyOutput,
  resetPasswordOutput,
  setPasswordByLinkInput,
  userCreateInput,
  userCreateOutput,
  userEditInput,
  userIdsInput,
  userInfoSchema,
  userLimitInput,
  userLimitSchema,
  userListInput,
  userListOutput,
  userPasswordInput,
} from './users.schema';

const { read, write } = ROUTES.organisations.calls;

// The organisation and user calls of 002 section 7 (docs/spec-coverage.md). Beyond the screen's
// permission, each call checks the access flag of 002 section 6 on the server (ORG_FLAGS).

/** An area's list, info and (soft) delete calls, on the organisations screen's permissions. */
const listInfoDelete = <A extends string, LI extends z.ZodType, LO extends z.ZodType, IO extends z.ZodType>(
  area: A,
  listInput: LI,
  listOutput: LO,
  info: IO,
  summaries: Record<'list' | 'info' | 'delete', string>,
) =>
  defineCrudCalls(
    area,
    { list: { input: listInput, output: listOutput }, info: { output: info }, delete: {} },
    ROUTES.organisations.calls,
    summaries,
  );

export const organisationsCalls = {
  ...listInfoDelete('organisations', organisationListInput, organisationListOutput, organisationInfoSchema, {
    list: "The owner's organisations, active or deleted, paged and searched by name.",
    info: 'An organisation with its media, keys and user counts.',
    delete: 'Delete organisations (soft: they can be reactivated, with their users).',
  }),
  ...defineCalls({
    'organisations.create': {
      summary: 'Create an organisation with its root user by form (PM and TS owners).',
      permission: write,
      mutates: true,
      input: organisationCreateInput,
      output: saveOutput.extend({ rootUserId: z.number().int() }),
    },
    'organisations.edit': {
      summary: "Edit an organisation's e-mail, description, public key and media.",
      permission: write,
      mutates: true,
      input: organisationEditInput,
      output: organisationInfoSchema,
    },
    'organisations.reactivate': {
      summary: 'Reactivate deleted organisations with their users.',
      permission: write,
      mutates: true,
      input: reactivateInput,
      output: reactivateOutput,
    },
    'organisations.emailsInUse': {
      summary: "The e-mails of the owner's organisations and users, which new ones may not reuse.",
      permission: read,
      mutates: false,
      input: ownerScope,
      output: organisationsEmailsOutput,
    },
    'daSettings.get': {
      summary: "An organisation's DA settings (defaults when never saved).",
      permission: read,
      mutates: false,
      input: orgIdInput,
      output: daSettingsSchema,
    },
    'daSettings.save': {
      summary: "Save an organisation's DA settings.",
      permission: write,
      mutates: true,
      input: daSettingsSaveInput,
      output: daSettingsSchema,
    },
  }),
  ...listInfoDelete('users', userListInput, userListOutput, userInfoSchema, {
    list: "An organisation's users, active or deleted, paged and searched.",
    info: "A user with their API key's prefix and state.",
    delete: 'Delete users (soft; root users cannot be deleted).',
  }),
  ...defineCalls({
    'users.limit': {
      summary:
        "The owner's user quota and how much of it is used; with orgId, the tighter of it and that organisation's subscription.",
      permission: read,
      mutates: false,
      input: userLimitInput,
      output: userLimitSchema,
    },
    'users.create': {
      summary: 'Create several users of an organisation at once, each with their own API key (shown once).',
      permission: write,
      mutates: true,
      input: userCreateInput,
      output: userCreateOutput,
    },
    'users.edit': {
      summary: "Change a user's type.",
      permission: write,
      mutates: true,
      input: userEditInput,
      output: saveOutput,
    },
    'users.reactivate': {
      summary: 'Reactivate deleted users, within the user quota.',
      permission: write,
      mutates: true,
      input: userIdsInput,
      output: reactivateOutput,
    },
    'users.resetPassword': {
      summary: 'E-mail users a single-use link to set a new password (not on-premises).',
      permission: write,
      mutates: true,
      input: userIdsInput,
      output: resetPasswordOutput,
    },
    'users.changePassword': {
      summary: "Set a user's new password (the strength rule applies).",
      permission: write,
      mutates: true,
      input: userPasswordInput,
      output: okOutput,
    },
    'users.regenerateKey': {
      summary: "Replace a user's API key; the new key is answered this once.",
      permission: write,
      mutates: true,
      input: idInput,
      output: regenerateKeyOutput,
    },
    'users.setPasswordByLink': {
      summary: 'Set a new password with the single-use link of a reset or welcome e-mail.',
      permission: 'public',
      mutates: true,
      input: setPasswordByLinkInput,
      output: okOutput,
    },
  }),
};
