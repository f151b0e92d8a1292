// Plain constants of the microservices area, kept apart from the zod schemas so the console can import
// them without zod.

import { RECORD_MESSAGES } from '../common/kit-labels';

/** Endpoint (request) types; each has one pricing entry when a request type of it exists. */
export const ENDPOINT_TYPES = ['sync', 'async', 'stream'] as const;
export type EndpointType = (typeof ENDPOINT_TYPES)[number];

/** What one price of each endpoint type is charged for (000 section 2.6). */
export const PRICE_UNITS: Record<EndpointType, string> = {
  sync: 'per API call',
  async: 'per MB',
  stream: 'per minute',
};
export const CURRENCY = 'USD';

/** OWN: created by the owner; ASSIGN: a catalogue item shared with it; DUP: copied from the catalogue. */
export const MICRO_TYPES = ['OWN', 'ASSIGN', 'DUP'] as const;
export type MicroType = (typeof MICRO_TYPES)[number];
/** Kinds a save may create; ASSIGN rows come from microservices.assign. */
export const CREATABLE_MICRO_TYPES = ['OWN', 'DUP'] as const;

/** The class that adds the Data Schema step (8 steps instead of 7). */
export const CLASS_DATA = 'CLASS_DATA';
/** The spec's fixed microservice type id. */
export const MICROSERVICE_TYPE_ID = 102;

export const POD_STATUSES = ['RUNNING', 'STOPPED'] as const;
export type PodStatus = (typeof POD_STATUSES)[number];
export const POD_ACTIONS = ['start', 'stop'] as const;
export type PodAction = (typeof POD_ACTIONS)[number];
/** How often the console re-reads a changing pod unless the server says otherwise (000 section 9). */
export const DEFAULT_POD_POLL_SECONDS = 15;

export const MICROSERVICE_SORT_FIELDS = [
  'name',
  'code',
  'microType',
  'access',
  'podStatus',
  'dateUpdated',
] as const;
export type MicroserviceSortField = (typeof MICROSERVICE_SORT_FIELDS)[number];

/** Fields a uniqueness clash (NAME_EXIST) or microservices.checkDuplicate can name. */
export const DUPLICATE_FIELDS = ['name', 'code', 'urlCode'] as const;
export type DuplicateField = (typeof DUPLICATE_FIELDS)[number];

/** The spec's texts for the rules of this area; the schemas answer with exactly these. */
export const MICROSERVICE_MESSAGES = {
  TITLE_REQ: 'Title is required',
  CODE_REQ: 'Code is required',
  CODE_CHARS: 'Code accepts only letters and digits',
  CLASS_REQ: 'Class is required',
  TYPE_REQ: 'Type is required',
  URL_CODE_REQ: 'URL code is required',
  URL_CODE_CHARS: 'URL code accepts only letters, digits, dot, dash and underscore',
  NAME_EXIST: 'Title or Microservice Code or Urlcode Already Exists',
  DUP_CONFLICT:
    'This Microservice Title or Microservice Code or Urlcode already exists. Kindly edit the details of this microservice and save',
  REQUEST_TYPE_REQ: 'At least one request type is required',
  TYPE_VERSION_UNIQUE: 'Type and Version should be unique',
  REQUIRED: 'Required.',
  DIGITS_ONLY: 'Digits only',
  NON_NEGATIVE: 'Enter a number of 0 or more',
  MAX_DECIMALS: 'At most 6 decimals',
  PRICING_MISSING: 'Add the pricing of each endpoint type that has a request type',
  PRICING_NO_REQUEST_TYPE: 'There is no request type of this endpoint type',
  PRICING_DUPLICATE: 'One pricing entry per endpoint type',
  STANDARD_OR_TIERS: 'Choose a standard price or tiers, not both',
  TIER_LOWER_UPPER: 'Lower must not be greater than upper',
  TIER_OVERLAP: 'Tiers must not overlap',
  TIER_OPEN_LAST: 'Only the last tier may be open-ended',
  KEY_UNIQUE: 'Key should be unique',
  LIMIT_TYPE_UNIQUE: 'Type should be unique',
  LIMIT_UPPER: 'Upper limit should not be less than lower limit',
  ASSIGN_ONLY_ACCESS: 'Only the access type of an assigned microservice can be changed',
  SOURCE_REQ: 'Choose the catalogue microservice to duplicate',
  NOT_IN_CATALOGUE: 'Choose microservices from the catalogue',
  ...RECORD_MESSAGES,
} as const;
