import { z } from 'zod';
import { eachOnce, optionalText, requiredText, searchText, upperCode } from '../common/fields';
import {
  idSchema,
  idsSchema,
  listQuery,
  ownerScope,
  pageOutput,
  pickedIds,
  saveIdSchema,
} from '../common/list';
import { createdFields, namedRowSchema } from '../common/rows';
import {
  FUNCTION_CODE_PATTERN,
  FUNCTION_MESSAGES as F,
  FUNCTION_TYPE_FILTERS,
  GROUP_MESSAGES as G,
  GROUP_NAME_MAX,
  GROUP_SORT_FIELDS,
  ORG_FUNCTION_SORT_FIELDS,
  PLATFORM_FUNCTION_SORT_FIELDS,
  PREDEFINED_GROUP_SORT_FIELDS,
  PREDEFINED_MESSAGES as P,
} from './group-constants';

const typeFilter = z.enum(FUNCTION_TYPE_FILTERS).default('all');

/** A function in brief (002 section 3, Function): id, name, code and type (102 or 140). */
export const functionBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  typeId: z.number().int(),
});
export type FunctionBrief = z.infer<typeof functionBriefSchema>;
export const functionChoicesOutput = z.object({ results: z.array(functionBriefSchema) });

// Platform functions (001 section 2.7) ------------------------------------------------------------------

export const platformFunctionRowSchema = functionBriefSchema.extend({
  description: z.string(),
  ...createdFields,
});
export type PlatformFunctionRow = z.infer<typeof platformFunctionRowSchema>;
export const platformFunctionInfoSchema = platformFunctionRowSchema.extend({
  urlCode: z.string(),
  classCode: z.string(),
  fnType: z.string(),
  microType: z.string(),
  dateUpdated: z.string(),
});
export type PlatformFunctionInfo = z.infer<typeof platformFunctionInfoSchema>;
export const platformFunctionListInput = listQuery(PLATFORM_FUNCTION_SORT_FIELDS);
export const platformFunctionListOutput = pageOutput(platformFunctionRowSchema);

/** function save (001 sections 5, 7): name, code and description required; the code upper case. */
export const platformFunctionSaveInput = ownerScope.extend({
  id: saveIdSchema,
  name: requiredText(F.NAME_REQ, 200),
  code: upperCode(F.CODE_REQ, FUNCTION_CODE_PATTERN, F.CODE_FORMAT, 60),
  description: requiredText(F.DESC_REQ, 2000),
});
export type PlatformFunctionSaveInput = z.input<typeof platformFunctionSaveInput>;

// Pre-defined groups (001 section 2.12) ----------------------------------------------------------------

export const predefinedGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  functionCount: z.number().int(),
  dateUpdated: z.string(),
});
export type PredefinedGroupRow = z.infer<typeof predefinedGroupRowSchema>;
export const predefinedGroupInfoSchema = predefinedGroupRowSchema.extend({
  functions: z.array(functionBriefSchema),
});
export type PredefinedGroupInfo = z.infer<typeof predefinedGroupInfoSchema>;
export const predefinedGroupListInput = listQuery(PREDEFINED_GROUP_SORT_FIELDS);
export const predefinedGroupListOutput = pageOutput(predefinedGroupRowSchema);
/** predefinedAdd (001 section 7): name required (PRE_NAME_VAL), description, the chosen functions. */
export const predefinedGroupSaveInput = ownerScope.extend({
  id: saveIdSchema,
  // It becomes the name of organisations' groups (mode PRE): the groups' limit (002 section 5).
  name: requiredText(P.PRE_NAME_VAL, 100).refine((n) => n.length <= GROUP_NAME_MAX, G.NAME_MAX),
  description: optionalText(2000),
  functionIds: pickedIds(1000),
});
export type PredefinedGroupSaveInput = z.input<typeof predefinedGroupSaveInput>;

/** funcListing: the functions a pre-defined group of the owner may hold, searched, by type. */
export const functionChoicesInput = ownerScope.extend({ search: searchText(), typeFilter });

// An organisation's functions (002 section 2.10) -------------------------------------------------------

export const orgFunctionRowSchema = functionBriefSchema.extend({
  description: z.string(),
  dateAssigned: z.string(),
});
export type OrgFunctionRow = z.infer<typeof orgFunctionRowSchema>;
export const orgFunctionListInput = listQuery(ORG_FUNCTION_SORT_FIELDS).extend({
  orgId: idSchema,
  typeFilter,
});
export const orgFunctionListOutput = pageOutput(orgFunctionRowSchema);
export const orgFunctionChoicesInput = functionChoicesInput.extend({ orgId: idSchema });
/**
 * getfunctionlist: what may still be assigned to organisation `orgId`; without it, everything the owner
 * may give (the create-organisation form's functions).
 */
export const assignChoicesInput = functionChoicesInput.extend({ orgId: idSchema.optional() });
export const orgFunctionsChangeInput = ownerScope.extend({ orgId: idSchema, functionIds: idsSchema });
export const orgFunctionsAssignOutput = z.object({ message: z.string(), assigned: z.number().int() });
/** Removing a function from an organisation also removes it from its groups and users (counted). */
export const orgFunctionsRemoveOutput = z.object({
  message: z.string(),
  removed: z.number().int(),
  fromGroups: z.number().int(),
  fromUsers: z.number().int(),
});

// An organisation's groups (002 section 2.12) ----------------------------------------------------------

/** 002 section 5: a group's name is required ('Required.') and at most 20 characters. */
export const groupNameSchema = z
  .string({ error: G.REQUIRED })
  .trim()
  .min(1, G.REQUIRED)
  .max(GROUP_NAME_MAX, G.NAME_MAX);

export const groupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  mode: z.enum(['ADD', 'PRE']),
  ...createdFields,
  members: z.number().int(),
  functionCount: z.number().int(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;
export const groupMemberSchema = z.object({ id: z.number().int(), userName: z.string() });
export const groupInfoSchema = groupRowSchema.extend({
  orgId: z.number().int(),
  functions: z.array(functionBriefSchema),
  memberList: z.array(groupMemberSchema),
});
export type GroupInfo = z.infer<typeof groupInfoSchema>;
export const groupListInput = listQuery(GROUP_SORT_FIELDS).extend({ orgId: idSchema });
export const groupListOutput = pageOutput(groupRowSchema);
/**
 * update org group / group create mode ADD (002 section 7): id 0 creates; the functions must be the
 * organisation's; `memberIds` (the detail's members) is left alone when not sent.
 */
export const groupSaveInput = ownerScope.extend({
  id: saveIdSchema,
  orgId: idSchema,
  name: groupNameSchema,
  description: optionalText(2000),
  functionIds: pickedIds(1000),
  memberIds: z.array(idSchema).max(10_000).transform(eachOnce).optional(),
});
export type GroupSaveInput = z.input<typeof groupSaveInput>;
/** group create mode PRE: one group per chosen pre-defined group, with its functions. */
export const groupAddPredefinedInput = ownerScope.extend({
  orgId: idSchema,
  predefinedIds: z
    .array(idSchema, { error: G.PICK_PREDEFINED })
    .min(1, G.PICK_PREDEFINED)
    .max(100)
    .transform(eachOnce),
});
export const groupAddPredefinedOutput = z.object({ message: z.string(), ids: z.array(z.number().int()) });
export const orgScopeInput = ownerScope.extend({ orgId: idSchema });
/** listpredefinedgroup: without `orgId`, every pre-defined group of the owner (the create-organisation form). */
export const predefinedChoicesInput = ownerScope.extend({ orgId: idSchema.optional() });
/** What a group of the organisation may hold: its functions (searched, by type) and its active users. */
export const groupChoicesInput = orgFunctionChoicesInput;
export const groupChoicesOutput = z.object({
  functions: z.array(functionBriefSchema),
  members: z.array(groupMemberSchema),
});
/** listpredefinedgroup: the owner's pre-defined groups the organisation does not have yet. */
export const predefinedChoicesOutput = z.object({
  results: z.array(
    predefinedGroupRowSchema.pick({ id: true, name: true, description: true, functionCount: true }),
  ),
});

// A user's groups and functions (002 sections 2.11, 2.13; User info) -----------------------------------

export const userGroupBriefSchema = namedRowSchema;
export const userAccessSchema = z.object({
  userId: z.number().int(),
  orgId: z.number().int(),
  /** The groups the user is a member of (User info `groups`). */
  groups: z.array(userGroupBriefSchema),
  /** Functions given to the user directly (`direct_function`). */
  directFunctions: z.array(functionBriefSchema),
  /** Functions the user has through groups (`group_function`), each with the groups that give it. */
  groupFunctions: z.array(functionBriefSchema.extend({ groups: z.array(z.string()) })),
  /** What the tag panels offer: the organisation's groups and functions. */
  groupChoices: z.array(userGroupBriefSchema),
  functionChoices: z.array(functionBriefSchema),
});
export type UserAccess = z.infer<typeof userAccessSchema>;
export const userGroupsSetInput = ownerScope.extend({ id: idSchema, groupIds: pickedIds(1000) });
export const userFunctionsSetInput = ownerScope.extend({ id: idSchema, functionIds: pickedIds(1000) });

/** The access answer: may this user call this function, directly or through a group. */
export const functionAccessInput = ownerScope.extend({ userId: idSchema, functionId: idSchema });
export const functionAccessOutput = z.object({
  allowed: z.boolean(),
  direct: z.boolean(),
  viaGroup: z.boolean(),
});
export type FunctionAccess = z.infer<typeof functionAccessOutput>;
