import type { Handlers } from '../../http/context';
import { getBranding, getOwnerSettings, saveOwnerSettings } from './owner-settings.service';
import { createOwner, getOwnerInfo, listAllOwners } from './owners.service';

export const ownersHandlers = {
  'owners.list': (_input, ctx) => listAllOwners(ctx),
  'owners.info': (input, ctx) => getOwnerInfo(ctx, input.ownerId),
  'owners.create': (input, ctx) => createOwner(ctx, input),
  'ownerSettings.get': (input, ctx) => getOwnerSettings(ctx, input.ownerId),
  'ownerSettings.save': (input, ctx) => saveOwnerSettings(ctx, input),
  'owners.branding': (_input, ctx) => getBranding(ctx),
} satisfies Partial<Handlers>;
