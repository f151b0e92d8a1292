import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import { okOutput } from '../common/fields';
import { idInput } from '../common/list';
import {
  functionAccessInput,
  functionAccessOutput,
  functionChoicesInput,
  functionChoicesOutput,
  groupAddPredefinedInput,
  groupAddPredefinedOutput,
  groupChoicesInput,
  groupChoicesOutput,
  groupInfoSchema,
  groupListInput,
  groupListOutput,
  groupSaveInput,
  orgFunctionListInput,
  orgFunctionListOutput,
  orgFunctionsAssignOutput,
  orgFunctionsChangeInput,
  orgFunctionsRemoveOutput,
  predefinedChoicesInput,
  assignChoicesInput,
  platformFunctionInfoSchema,
  platformFunctionListInput,
  platformFunctionListOutput,
  platformFunctionSaveInput,
  predefinedChoicesOutput,
  predefinedGroupInfoSchema,
  predefinedGroupListInput,
  predefinedGroupListOutput,
  predefinedGroupSaveInput,
  userAccessSchema,
  userFunctionsSetInput,
  userGroupsSetInput,
} from './groups.schema';

// Groups and functions (issue 9; docs/spec-coverage.md). Platform functions and pre-defined groups are
// platform-administration screens; an organisation's functions, groups and a user's groups and
// functions are calls of the organisation screens, each checking its ORG_* flag on the server.

const org = ROUTES.organisations.calls;

export const groupsCalls = {
  ...defineCrudCalls(
    'platformFunctions',
    {
      list: { input: platformFunctionListInput, output: platformFunctionListOutput },
      info: { output: platformFunctionInfoSchema },
      save: { input: platformFunctionSaveInput },
      delete: {},
    },
    ROUTES.platformFunctions.calls,
    {
      list: "The platform's functions (type 140), paged, searched and sorted.",
      info: 'A platform function.',
      save: 'Add or update a platform function (class CLASS_INTERNAL, type 140, URL code from the code).',
      delete: 'Delete platform functions (and their assignments to organisations, groups and users).',
    },
  ),
  ...defineCrudCalls(
    'predefinedGroups',
    {
      list: { input: predefinedGroupListInput, output: predefinedGroupListOutput },
      info: { output: predefinedGroupInfoSchema },
      save: { input: predefinedGroupSaveInput },
      delete: {},
    },
    ROUTES.predefinedGroups.calls,
    {
      list: "The owner's pre-defined groups, paged, searched and sorted.",
      info: 'A pre-defined group with its functions.',
      save: 'Add or update a pre-defined group with its functions.',
      delete: 'Delete pre-defined groups (every selected one).',
    },
  ),
  ...defineCalls({
    'predefinedGroups.functions': {
      summary: "The functions a pre-defined group of the owner may hold (the owner's and the platform's).",
      permission: ROUTES.predefinedGroups.calls.read,
      mutates: false,
      input: functionChoicesInput,
      output: functionChoicesOutput,
    },
    'orgFunctions.list': {
      summary:
        "An organisation's assigned functions, searched and filtered by type (ORG_GETORGASSIGNFUNCTIONS).",
      permission: org.read,
      mutates: false,
      export: true,
      input: orgFunctionListInput,
      output: orgFunctionListOutput,
    },
    'orgFunctions.choices': {
      summary: 'The functions that may still be assigned to an organisation, searched and filtered by type.',
      permission: org.read,
      mutates: false,
      input: assignChoicesInput,
      output: functionChoicesOutput,
    },
    'orgFunctions.assign': {
      summary: 'Assign functions to an organisation (main organisations, ORG_GETORGASSIGNFUNCTIONS).',
      permission: org.write,
      mutates: true,
      input: orgFunctionsChangeInput,
      output: orgFunctionsAssignOutput,
    },
    'orgFunctions.remove': {
      summary: 'Remove functions from an organisation, and so from its groups and users, in one transaction.',
      permission: org.write,
      mutates: true,
      input: orgFunctionsChangeInput,
      output: orgFunctionsRemoveOutput,
    },
  }),
  ...defineCrudCalls(
    'groups',
    {
      list: { input: groupListInput, output: groupListOutput },
      info: { output: groupInfoSchema },
      save: { input: groupSaveInput },
      delete: {},
    },
    org,
    {
      list: "An organisation's groups with their members count (ORG_GETORGGROUPLIST).",
      info: 'A group with its functions and members.',
      save: 'Create (mode ADD) or update a group: name, description, functions, members (ORG_UPDATEORGGROUP).',
      delete: 'Delete groups (main organisations, ORG_UPDATEORGGROUP).',
    },
  ),
  ...defineCalls({
    'groups.choices': {
      summary: "What a group may hold: the organisation's functions (searched, by type) and active users.",
      permission: org.read,
      mutates: false,
      input: groupChoicesInput,
      output: groupChoicesOutput,
    },
    'groups.predefinedChoices': {
      summary: "The owner's pre-defined groups that an organisation does not have yet.",
      permission: org.read,
      mutates: false,
      input: predefinedChoicesInput,
      output: predefinedChoicesOutput,
    },
    'groups.addPredefined': {
      summary:
        'Create groups (mode PRE) from pre-defined groups, assigning their functions to the organisation.',
      permission: org.write,
      mutates: true,
      input: groupAddPredefinedInput,
      output: groupAddPredefinedOutput,
    },
    'users.access': {
      summary: "A user's groups, direct and group functions, and what the tag panels offer.",
      permission: org.read,
      mutates: false,
      input: idInput,
      output: userAccessSchema,
    },
    'users.setGroups': {
      summary: 'Set the groups a user is a member of (the User Groups tag panel; ORG_UPDATEUSERINFO).',
      permission: org.write,
      mutates: true,
      input: userGroupsSetInput,
      output: okOutput,
    },
    'users.setFunctions': {
      summary:
        'Set the functions given to a user directly (the Manage Functions tag panel; main organisations).',
      permission: org.write,
      mutates: true,
      input: userFunctionsSetInput,
      output: okOutput,
    },
    'functionAccess.check': {
      summary: 'May this user call this function: given directly or through one of their groups.',
      permission: org.read,
      mutates: false,
      input: functionAccessInput,
      output: functionAccessOutput,
    },
  }),
};
