/** Plain constants of the localisation area (no zod), safe to import anywhere in the console. */

import { RECORD_MESSAGES } from '../common/kit-labels';

/** Every owner has English; it cannot be removed and is written in each form's own text field. */
export const DEFAULT_LANG = 'EN';
/** 002 section 9: the language picker hides once this many languages are chosen. */
export const LANGUAGE_CATALOGUE_SIZE = 103;

/** Where a row of an owner's localisation table comes from: its own row or the platform's it inherits. */
export const ROW_SOURCES = ['owner', 'platform'] as const;
export type RowSource = (typeof ROW_SOURCES)[number];

/** Labels and errors sort on the same columns, their code's column named as the spec names it. */
const screenTextSortFields = <const K extends string>(codeKey: K) =>
  ['screenName', 'screenCode', codeKey, 'orderNumber', 'text', 'dateUpdated'] as const;
export const LABEL_SORT_FIELDS = screenTextSortFields('labelCode');
export const ERROR_SORT_FIELDS = screenTextSortFields('errorCode');
export const CODE_LIST_SORT_FIELDS = ['code', 'title', 'desc', 'dateUpdated'] as const;
export const CODE_VALUE_SORT_FIELDS = ['orderBy', 'code', 'value'] as const;
export const SUB_VALUE_SORT_FIELDS = ['orderBy', 'code', 'value'] as const;

export const SUB_LIST_FLAGS = ['yes', 'no'] as const;
/** 002 section 3: attribute names that carry a value's three URLs; the form has fields for them. */
export const RESERVED_ATTRIBUTE_NAMES = ['ICON_URL', 'PAGE_URL', 'LINK_URL'] as const;

export const EXPORT_KINDS = ['labels', 'errors', 'codeLists'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const FILE_FORMATS = ['csv', 'json'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
/** Kinds of record in an export file: one record per code and language. */
export const RECORD_KINDS = ['label', 'error', 'codeList', 'codeValue'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
/** The columns of a record that hold text: all but its kind. */
export const RECORD_TEXT_COLUMNS = [
  'screenCode',
  'screenName',
  'listCode',
  'code',
  'lang',
  'text',
  'order',
  'description',
] as const;
/** The columns of a CSV export, in order; JSON records have the same fields. */
export const RECORD_COLUMNS = ['kind', ...RECORD_TEXT_COLUMNS] as const;
export type RecordColumn = (typeof RECORD_COLUMNS)[number];
/** An import file's text is at most this long (the request body limit is 1 MB). */
export const MAX_IMPORT_CHARS = 900_000;
/** A preview lists at most this many added or changed records; the counts cover all of them. */
export const MAX_PREVIEW_ROWS = 1000;
/** At most this many row errors are reported for one file. */
export const MAX_IMPORT_ERRORS = 100;

/**
 * Validation messages of 002 section 5 (the spec names them by label code). The contract's schemas use
 * these texts, so a form using the schema shows them as they are.
 */
export const LOCALISATION_MESSAGES = {
  SCR_NMVAL: 'Screen name is required',
  SCR_CDVAL: 'Screen code is required',
  LBL_CDVAL: 'Label code is required',
  ERR_CDVAL: 'Error code is required',
  ORDVAL: 'Order is required',
  TXTENVAL: 'English text is required',
  LST_CDVAL: 'List code is required',
  LST_NMVAL: 'List name is required',
  CDVAL: 'Code is required',
  VAENVAL: 'English value is required',
  SUB_CDVAL: 'Code is required',
  SUB_VAVAL: 'Value is required',
  ORDER_FORMAT: 'Digits and at most one dot',
  CODE_FORMAT: 'Letters, digits and _ only',
  VALUE_CODE_FORMAT: 'Letters, digits, _ . and - only',
  LANG_REQ: 'Choose a language',
  LANG_TWICE: 'Each language only once',
  LANG_ENGLISH: 'English is the text of the form itself',
  TRANSLATION_REQ: 'Text is required',
  ATTRIBUTE_REQ: 'Attribute name is required',
  ATTRIBUTE_VALUE_REQ: 'Attribute value is required',
  ATTRIBUTE_TWICE: 'Attribute names must be unique',
  ATTRIBUTE_RESERVED: 'Use the URL fields for this name',
  URL_FORMAT: 'Enter a web address (https://...) or a path (/...)',
  ENGLISH_NOT_REMOVABLE: 'English cannot be removed',
  LABEL_EXISTS: 'Label Already Exists',
  ERROR_EXISTS: 'Error Code Already Exists',
  CODE_EXISTS: 'Code Already Exists',
  SUB_CODE_EXISTS: 'Error Code Already Exists',
  ...RECORD_MESSAGES,
  IMPORTED: 'Successfully Imported',
} as const;
