import { z } from 'zod';
import { hasNoNul, requiredText, uniqueRows, upperCode } from '../common/fields';
import {
  DEFAULT_LANG,
  LOCALISATION_MESSAGES as M,
  RESERVED_ATTRIBUTE_NAMES,
  ROW_SOURCES,
} from './localisation-constants';

export const rowSourceSchema = z.enum(ROW_SOURCES);

/** A code of a localisation record: upper-cased, letters, digits and _ (the form's own messages). */
export const localisationCode = (required: string, pattern = /^[A-Z0-9_]+$/, max = 60) =>
  upperCode(required, pattern, M.CODE_FORMAT, max);

/** Codes of code-list values and sub-values may also hold dots and dashes. */
export const valueCodeSchema = (required: string) =>
  upperCode(required, /^[A-Z0-9_.-]+$/, M.VALUE_CODE_FORMAT);

/** A screen code (the screen id labels.byScreen and errors.byScreen are asked for). */
export const screenCodeSchema = localisationCode(M.SCR_CDVAL, /^[A-Z0-9_]+$/, 40).refine(
  (code) => code.length >= 2,
  'At least 2 characters',
);

/** A code list's code (CLOUD_PROVIDER, ACCESS_TYPE ...): 2 to 60 of A-Z, 0-9 and _. */
export const listCodeSchema = localisationCode(M.LST_CDVAL).refine(
  (code) => code.length >= 2,
  'At least 2 characters',
);

export const ORDER_NUMBER_PATTERN = /^(\d+\.?\d*|\.\d+)$/;
/** An order number: digits with at most one dot, sent as text (a number is accepted too). */
export const orderNumberSchema = (required: string = M.ORDVAL) =>
  z
    .union([z.string({ error: required }), z.number({ error: required }).nonnegative(M.ORDER_FORMAT)], {
      error: required,
    })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { message: required, abort: true })
        .max(20, { message: 'At most 20 characters', abort: true })
        .regex(ORDER_NUMBER_PATTERN, M.ORDER_FORMAT),
    );

export const translationLangSchema = z
  .string({ error: M.LANG_REQ })
  .trim()
  .toUpperCase()
  .min(1, M.LANG_REQ)
  .regex(/^[A-Z]{2,3}(-[A-Z0-9]{2,4})?$/, 'Unknown language code')
  .refine((lang) => lang !== DEFAULT_LANG, M.LANG_ENGLISH);

export const translationSchema = z.object({
  lang: translationLangSchema,
  text: requiredText(M.TRANSLATION_REQ, 4000),
});
export type Translation = z.infer<typeof translationSchema>;

/** A translation table: one row per language, saved as a whole with its parent. */
export const translationsSchema = z
  .array(translationSchema)
  .max(120)
  .superRefine(uniqueRows((row) => row.lang, 'lang', M.LANG_TWICE))
  .default([]);

export const extraAttributeSchema = z.object({
  attribute: requiredText(M.ATTRIBUTE_REQ, 60).refine(
    (name) => !(RESERVED_ATTRIBUTE_NAMES as readonly string[]).includes(name.toUpperCase()),
    M.ATTRIBUTE_RESERVED,
  ),
  value: requiredText(M.ATTRIBUTE_VALUE_REQ, 2000),
});
export type ExtraAttribute = z.infer<typeof extraAttributeSchema>;

/** Extra attributes of a value: names unique (ignoring case). */
export const extraAttributesSchema = z
  .array(extraAttributeSchema)
  .max(100)
  .superRefine(uniqueRows((row) => row.attribute.toLowerCase(), 'attribute', M.ATTRIBUTE_TWICE))
  .default([]);

/** An optional URL: empty means none; else http(s) or a path on this site (an uploaded icon). */
export const urlOrPathSchema = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .regex(/^$|^(https?:\/\/|\/)\S*$/i, M.URL_FORMAT)
  .refine(hasNoNul, M.URL_FORMAT)
  .nullish()
  .transform((v) => (v ? v : null));

export const effectAllOwnersSchema = z.boolean().default(false);
