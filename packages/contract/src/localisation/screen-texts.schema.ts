import { z } from 'zod';
import { langSchema, optionalText, requiredText } from '../common/fields';
import { listQuery, ownerScope, pageOutput, saveIdSchema } from '../common/list';
import { ERROR_SORT_FIELDS, LOCALISATION_MESSAGES as M, LABEL_SORT_FIELDS } from './localisation-constants';
import {
  effectAllOwnersSchema,
  localisationCode,
  orderNumberSchema,
  rowSourceSchema,
  screenCodeSchema,
  translationSchema,
  translationsSchema,
} from './localisation-fields';

/**
 * Labels (captions) and errors (error and success messages) are texts of a screen with the same fields
 * but their code's name, labelCode or errorCode as the spec names them: one factory makes the row, info,
 * save and list schemas of both.
 */
function screenTextSchemas<K extends string, F extends readonly [string, ...string[]]>(
  codeKey: K,
  codeRequired: string,
  sortFields: F,
) {
  const codeOut = { [codeKey]: z.string() } as Record<K, z.ZodString>;
  const codeIn = { [codeKey]: localisationCode(codeRequired) } as Record<
    K,
    ReturnType<typeof localisationCode>
  >;
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
    id: saveIdSchema,
    screenCode: screenCodeSchema,
    screenName: requiredText(M.SCR_NMVAL, 200),
    ...codeIn,
    orderNumber: orderNumberSchema(M.ORDVAL),
    text: requiredText(M.TXTENVAL, 4000),
    description: optionalText(2000),
    translations: translationsSchema,
    effectAllOwners: effectAllOwnersSchema,
  });
  const list = listQuery(sortFields).extend({
    screenCode: z.string().trim().toUpperCase().max(40).optional(),
  });
  return { row, info, save, list, listOutput: pageOutput(row) };
}

export const labelSchemas = screenTextSchemas('labelCode', M.LBL_CDVAL, LABEL_SORT_FIELDS);
export const errorSchemas = screenTextSchemas('errorCode', M.ERR_CDVAL, ERROR_SORT_FIELDS);

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

/** labels.byScreen and errors.byScreen: one screen's texts for an owner in a language. */
export const byScreenInput = ownerScope.extend({
  scrId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_]{2,40}$/, 'A screen id is upper-case letters, digits and _'),
  lang: langSchema,
});
export const labelsByScreenInput = byScreenInput;
export const labelsByScreenOutput = z.object({ lang: z.string(), labels: z.record(z.string(), z.string()) });
export const errorsByScreenOutput = z.object({ lang: z.string(), errors: z.record(z.string(), z.string()) });
