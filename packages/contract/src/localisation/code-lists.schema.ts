import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields';
import {
  deleteOutput,
  idSchema,
  listQuery,
  ownerScope,
  pageOutput,
  saveIdSchema,
  saveOutput,
} from '../common/list';
import {
  CODE_LIST_SORT_FIELDS,
  CODE_VALUE_SORT_FIELDS,
  LOCALISATION_MESSAGES as M,
  SUB_LIST_FLAGS,
  SUB_VALUE_SORT_FIELDS,
} from './localisation-constants';
import {
  effectAllOwnersSchema,
  extraAttributeSchema,
  extraAttributesSchema,
  listCodeSchema,
  orderNumberSchema,
  rowSourceSchema,
  translationSchema,
  translationsSchema,
  urlOrPathSchema,
  valueCodeSchema,
} from './localisation-fields';

// Code lists -----------------------------------------------------------------------------------------

export const codeListRowSchema = z.object({
  id: z.number().int(),
  source: rowSourceSchema,
  code: z.string(),
  title: z.string(),
  desc: z.string(),
  subList: z.enum(SUB_LIST_FLAGS),
  valueCount: z.number().int(),
  dateUpdated: z.string(),
});
export type CodeListRow = z.infer<typeof codeListRowSchema>;
export const codeListInfoSchema = codeListRowSchema.extend({ ownerId: z.number().int() });
export type CodeListInfo = z.infer<typeof codeListInfoSchema>;

export const codeListListInput = listQuery(CODE_LIST_SORT_FIELDS);
export const codeListListOutput = pageOutput(codeListRowSchema);

/** A code list's code must also be a valid codeLists.values code (2 to 60 of A-Z, 0-9, _). */
export const codeListSaveInput = ownerScope.extend({
  id: saveIdSchema,
  code: listCodeSchema,
  title: requiredText(M.LST_NMVAL, 200),
  desc: optionalText(2000),
  subList: z.enum(SUB_LIST_FLAGS).default('yes'),
  effectAllOwners: effectAllOwnersSchema,
});
export type CodeListSaveInput = z.input<typeof codeListSaveInput>;

// Values of a code list ------------------------------------------------------------------------------

export const codeValueRowSchema = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  code: z.string(),
  value: z.string(),
  orderBy: z.string(),
  iconUrl: z.string().nullable(),
  pageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  attributes: z.array(extraAttributeSchema),
  subValueCount: z.number().int(),
});
export type CodeValueRow = z.infer<typeof codeValueRowSchema>;
export const codeValueInfoSchema = codeValueRowSchema.extend({
  source: rowSourceSchema,
  translations: z.array(translationSchema),
});
export type CodeValueInfo = z.infer<typeof codeValueInfoSchema>;

/** The list a value table belongs to, for its title and breadcrumbs. */
export const parentListSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  source: rowSourceSchema,
});

export const codeValueListInput = listQuery(CODE_VALUE_SORT_FIELDS).extend({ listId: idSchema });
export const codeValueListOutput = pageOutput(codeValueRowSchema).extend({ list: parentListSchema });

export const codeValueSaveInput = ownerScope.extend({
  id: saveIdSchema,
  listId: idSchema,
  code: valueCodeSchema(M.CDVAL),
  value: requiredText(M.VAENVAL, 2000),
  orderBy: orderNumberSchema(M.ORDVAL),
  iconUrl: urlOrPathSchema,
  pageUrl: urlOrPathSchema,
  linkUrl: urlOrPathSchema,
  attributes: extraAttributesSchema,
  translations: translationsSchema,
  effectAllOwners: effectAllOwnersSchema,
});
export type CodeValueSaveInput = z.input<typeof codeValueSaveInput>;
/** `listId` is the list the value now lives in (the owner's own copy when it was the platform's). */
export const codeValueSaveOutput = saveOutput.extend({ listId: z.number().int() });
export const codeValueDeleteOutput = deleteOutput.extend({ listId: z.number().int() });

// Sub-values under a value ---------------------------------------------------------------------------

export const subValueRowSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  code: z.string(),
  value: z.string(),
  orderBy: z.string(),
  translations: z.array(translationSchema),
});
export type SubValueRow = z.infer<typeof subValueRowSchema>;

export const parentValueSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  value: z.string(),
  listId: z.number().int(),
  listCode: z.string(),
  source: rowSourceSchema,
});
export const subValueListInput = listQuery(SUB_VALUE_SORT_FIELDS).extend({ parentId: idSchema });
export const subValueListOutput = pageOutput(subValueRowSchema).extend({ parent: parentValueSchema });

export const subValueSaveInput = ownerScope.extend({
  id: saveIdSchema,
  parentId: idSchema,
  code: valueCodeSchema(M.SUB_CDVAL),
  value: requiredText(M.SUB_VAVAL, 2000),
  orderBy: orderNumberSchema(M.ORDVAL),
  translations: translationsSchema,
});
export type SubValueSaveInput = z.input<typeof subValueSaveInput>;
/** `parentId` is the value the sub-value now hangs under (the owner's copy when it was the platform's). */
export const subValueSaveOutput = saveOutput.extend({ parentId: z.number().int() });
export const subValueDeleteOutput = deleteOutput.extend({ parentId: z.number().int() });
