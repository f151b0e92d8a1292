import type { Handlers } from '../../http/context';
import {
  addPredefinedGroups,
  deleteOrgGroups,
  groupChoices,
  listOrgGroups,
  orgGroupInfo,
  predefinedChoices,
  saveOrgGroup,
} from './org-groups.service';
import {
  assignFunctions,
  functionsToAssign,
  listFunctions as listOrgFunctions,
  removeFunctions,
} from './org-functions.service';
import {
  deletePlatformFunctions,
  functionInfo,
  listFunctions,
  saveFunction,
} from './platform-functions.service';
import { choices, deleteGroups, groupInfo, listGroups, saveGroup } from './predefined-groups.service';
import { checkAccess, setFunctions, setGroups, userAccess } from './user-access.service';

export const groupsHandlers = {
  'platformFunctions.list': (input, ctx) => listFunctions(ctx, input),
  'platformFunctions.info': (input, ctx) => functionInfo(ctx, input),
  'platformFunctions.save': (input, ctx) => saveFunction(ctx, input),
  'platformFunctions.delete': (input, ctx) => deletePlatformFunctions(ctx, input),
  'predefinedGroups.list': (input, ctx) => listGroups(ctx, input),
  'predefinedGroups.info': (input, ctx) => groupInfo(ctx, input),
  'predefinedGroups.save': (input, ctx) => saveGroup(ctx, input),
  'predefinedGroups.delete': (input, ctx) => deleteGroups(ctx, input),
  'predefinedGroups.functions': (input, ctx) => choices(ctx, input),
  'orgFunctions.list': (input, ctx) => listOrgFunctions(ctx, input),
  'orgFunctions.choices': (input, ctx) => functionsToAssign(ctx, input),
  'orgFunctions.assign': (input, ctx) => assignFunctions(ctx, input),
  'orgFunctions.remove': (input, ctx) => removeFunctions(ctx, input),
  'groups.list': (input, ctx) => listOrgGroups(ctx, input),
  'groups.info': (input, ctx) => orgGroupInfo(ctx, input),
  'groups.save': (input, ctx) => saveOrgGroup(ctx, input),
  'groups.delete': (input, ctx) => deleteOrgGroups(ctx, input),
  'groups.choices': (input, ctx) => groupChoices(ctx, input),
  'groups.predefinedChoices': (input, ctx) => predefinedChoices(ctx, input),
  'groups.addPredefined': (input, ctx) => addPredefinedGroups(ctx, input),
  'users.access': (input, ctx) => userAccess(ctx, input),
  'users.setGroups': (input, ctx) => setGroups(ctx, input),
  'users.setFunctions': (input, ctx) => setFunctions(ctx, input),
  'functionAccess.check': (input, ctx) => checkAccess(ctx, input),
} satisfies Partial<Handlers>;
