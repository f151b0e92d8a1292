import { z } from 'zod';
import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { emptyInput } from '../common/fields';
import { ownerScope } from '../common/list';
import { addOwnerInput, ownerInfoSchema, ownerRowSchema } from './owners.schema';
import { brandingSchema, ownerSettingsSchema } from './owner-settings.schema';

export const ownersCalls = {
  ...defineCalls({
    'owners.list': {
      summary: 'Every owner of the platform, sorted by name (PM staff only).',
      permission: ROUTES.ownerList.calls.read,
      mutates: false,
      export: true,
      input: emptyInput,
      output: z.object({ results: z.array(ownerRowSchema) }),
    },
    'owners.info': {
      summary: 'An owner with its main organisation and administrator.',
      permission: ROUTES.ownerSettings.calls.read,
      mutates: false,
      input: ownerScope,
      output: ownerInfoSchema,
    },
    'owners.create': {
      summary: 'Add an owner with its main organisation, administrator, plan and microservices, in one step.',
      permission: ROUTES.ownerList.calls.write,
      mutates: true,
      input: addOwnerInput,
      /** `clientId`: the one given, or the one derived from the owner name (the administrator signs in with it). */
      output: z.object({ message: z.string(), ownerId: z.number().int(), clientId: z.string() }),
    },
    'ownerSettings.get': {
      summary: "An owner's theme and settings.",
      permission: ROUTES.ownerSettings.calls.read,
      mutates: false,
      input: ownerScope,
      output: ownerSettingsSchema,
    },
    'ownerSettings.save': {
      summary: "Save an owner's theme, logos and settings together.",
      permission: ROUTES.ownerSettings.calls.write,
      mutates: true,
      input: ownerSettingsSchema,
      output: ownerSettingsSchema,
    },
    'owners.branding': {
      summary: "The branding of the owner whose domain name matches the host, else the platform's.",
      permission: 'public',
      mutates: false,
      input: emptyInput,
      output: brandingSchema,
    },
  }),
};
