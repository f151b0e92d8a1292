// Groups, pre-defined groups and functions (001 sections 2.7, 2.12, 5, 8, 9; 002 sections 2.10 to 2.13,
// 5, 8, 9): plain constants the console imports without zod.

import { RECORD_MESSAGES } from '../common/kit-labels';

/** 002 section 3: a function's type. 102: a microservice; 140: a platform (admin) function. */
export const FUNCTION_TYPES = { microservice: 102, platform: 140 } as const;
export type FunctionTypeId = (typeof FUNCTION_TYPES)[keyof typeof FUNCTION_TYPES];

/** 002 section 2.10: the type filter of the function lists: 102 only, all, or everything but 102. */
export const FUNCTION_TYPE_FILTERS = ['102', 'all', 'not102'] as const;
export type FunctionTypeFilter = (typeof FUNCTION_TYPE_FILTERS)[number];

/** 001 section 9: a platform function's fixed class, function type and kind. */
export const PLATFORM_FUNCTION_CLASS = 'CLASS_INTERNAL';
export const PLATFORM_FUNCTION_FN_TYPE = 'FUN_ATOMISTIC';

/** 001 section 5: a function code holds letters, digits, space and _ @ . / # & + - (upper-cased). */
export const FUNCTION_CODE_PATTERN = /^[A-Z0-9 _@./#&+-]+$/;
/** What the code field drops as it is typed (the same rule as the pattern). */
export const FUNCTION_CODE_DROPPED = /[^A-Za-z0-9 _@./#&+-]/g;

/** 002 section 5: a group's name, at most 20 characters. */
export const GROUP_NAME_MAX = 20;

/** How many functions a picker's search answers at most (narrow it by typing). */
export const FUNCTION_CHOICES_MAX = 200;

export const PLATFORM_FUNCTION_SORT_FIELDS = ['name', 'code', 'createdBy', 'dateCreated'] as const;
export const PREDEFINED_GROUP_SORT_FIELDS = ['name', 'dateUpdated'] as const;
export const ORG_FUNCTION_SORT_FIELDS = ['name', 'code', 'type', 'dateAssigned'] as const;
export const GROUP_SORT_FIELDS = ['name', 'createdBy', 'dateCreated', 'members'] as const;

/** 001 sections 5 and 8: platform functions. */
export const FUNCTION_MESSAGES = {
  NAME_REQ: 'Name is required',
  CODE_REQ: 'Code is required',
  DESC_REQ: 'Description is required',
  CODE_FORMAT: 'Letters, digits, space and _ @ . / # & + - only',
  NAME_EXIST: 'Function Title or Code Already Exists',
  ...RECORD_MESSAGES,
  DEL_MSG: 'Are you sure want to delete the selected function?',
  NOT_FOUND: 'Function not found',
} as const;

/** 001 sections 5 and 8: pre-defined groups. */
export const PREDEFINED_MESSAGES = {
  PRE_NAME_VAL: 'Name is required',
  NAME_EXIST: 'Name Already Exists',
  ...RECORD_MESSAGES,
  DEL_MSG: 'Are you sure want to delete the selected predefined group?',
  NOT_FOUND: 'Pre-defined group not found',
} as const;

/** 002 sections 5 and 8: an organisation's groups, functions and the tag-selection panel. */
export const GROUP_MESSAGES = {
  REQUIRED: 'Required.',
  NAME_MAX: 'Max 20 characters',
  GROUP_EXIST: 'Group name exist!',
  PICK_PREDEFINED: 'Select at least one pre-defined group',
  TAG_SAVED: 'Changes saved!',
  TAG_FAILED: 'Error !',
  ...RECORD_MESSAGES,
  ASSIGNED: 'Functions assigned',
  REMOVED: 'Functions removed',
  NOT_FOUND: 'Group not found',
  FUNCTION_NOT_FOUND: 'Function not found',
  NOT_OF_ORG: 'Not a function of this organisation',
  NOT_AVAILABLE: 'Not a function this organisation may be given',
  USER_NOT_OF_ORG: 'Not a user of this organisation',
  MAIN_ONLY: 'Only a main organisation may do this',
} as const;

/** Whether a function of type `typeId` passes the type filter. */
export const passesTypeFilter = (typeId: number, filter: FunctionTypeFilter): boolean =>
  filter === 'all' || (filter === '102' ? typeId === 102 : typeId !== 102);
