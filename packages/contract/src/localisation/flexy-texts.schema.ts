import { z } from 'zod';
import { ownerScope } from '../owners/owners.schema';
import { ERROR_SORT_FIELDS, FLEXY_MESSAGES as M, LABEL_SORT_FIELDS } from './localisation-constants';
import {
  effectAllOwnersSchema,
  flexyListOutput,
  flexyListQuery,
  flexyOptionalText,
  flexyOrderSchema,
  flexyText,
  rowSourceSchema,
  flexySaveIdSchema,
  translationSchema,
  translationsSchema,
  flexyCode,
} from './localisation-fields';

/** A screen code: the screen id the console asks labels.byScreen for. */
export const screenCodeSchema = flexyCode(M.SCR_CDVAL, /^[A-Z0-9_]+$/, M.CODE_FORMAT, 40).refine(
  (code) => code.length >= 2,
  'At least 2 characters',
);

/**
 * Labels and errors are the same record with a different code field (labelCode or errorCode):
 * one factory makes the row, info, save and list schemas of both.
 */
function flexyTextSchemas<K extends string, F extends readonly [string, ...string[]]>(
  codeKey: K,
  codeRequired: string,
  sortFields: F,
) {
  const codeOut = { [codeKey]: z.string() } as Record<K, z.ZodString>;
  const codeIn = { [codeKey]: flexyCode(codeRequired) } as Record<K, ReturnType<typeof flexyCode>>;
  const row = z.object({
    id: z.number().int(),
    source: rowSourceSchema,
    screenCode: z.string(),
    screenName: z.string(),
    ...codeOut,
    orderNumber: z.string(),
    text: z.string(),
    description: z.string(),
    dateUpdated: z.string(),
  });
  const info = row.extend({
    ownerId: z.number().int(),
    translations: z.array(translationSchema),
    updatedBy: z.number().int().nullable(),
  });
  const save = ownerScope.extend({
    id: flexySaveIdSchema,
    screenCode: screenCodeSchema,
    screenName: flexyText(M.SCR_NMVAL, 200),
    ...codeIn,
    orderNumber: flexyOrderSchema(M.ORDVAL),
    text: flexyText(M.TXTENVAL, 4000),
    description: flexyOptionalText(2000),
    translations: translationsSchema,
    effectAllOwners: effectAllOwnersSchema,
  });
  const list = flexyListQuery(sortFields).extend({
    screenCode: z.string().trim().toUpperCase().max(40).optional(),
  });
  return { row, info, save, list, listOutput: flexyListOutput(row) };
}

export const labelSchemas = flexyTextSchemas('labelCode', M.LBL_CDVAL, LABEL_SORT_FIELDS);
export const errorSchemas = flexyTextSchemas('errorCode', M.ERR_CDVAL, ERROR_SORT_FIELDS);

export type LabelRow = z.infer<typeof labelSchemas.row>;
export type LabelInfo = z.infer<typeof labelSchemas.info>;
export type LabelSaveInput = z.input<typeof labelSchemas.save>;
export type ErrorRow = z.infer<typeof errorSchemas.row>;
export type ErrorInfo = z.infer<typeof errorSchemas.info>;
export type ErrorSaveInput = z.input<typeof errorSchemas.save>;

export const labelRowSchema = labelSchemas.row;
export const labelInfoSchema = labelSchemas.info;
export const labelSaveInput = labelSchemas.save;
export const labelListInput = labelSchemas.list;
export const errorRowSchema = errorSchemas.row;
export const errorInfoSchema = errorSchemas.info;
export const errorSaveInput = errorSchemas.save;
export const errorListInput = errorSchemas.list;
