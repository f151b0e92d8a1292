import { z } from 'zod';
import { ownerScope } from '../owners/owners.schema';
import {
  DEFAULT_LANG,
  FLEXY_MESSAGES as M,
  MAX_LIST_PAGE_SIZE,
  RESERVED_ATTRIBUTE_NAMES,
  ROW_SOURCES,
  SORT_DIRECTIONS,
} from './localisation-constants';

/** A row id: positive and within PostgreSQL's integer range. */
export const flexyIdSchema = z.number().int().positive().max(2_147_483_647);
/** 002 section 4: id 0 (or none) creates, an id above 0 updates. */
export const flexySaveIdSchema = z.number().int().min(0).max(2_147_483_647).default(0);
export const flexyIdsSchema = z.array(flexyIdSchema).min(1, 'Select at least one row').max(1000);
export const rowSourceSchema = z.enum(ROW_SOURCES);

/** Trimmed, upper-cased, required; `pattern` decides which characters a code may hold. */
export const flexyCode = (
  required: string,
  pattern = /^[A-Z0-9_]+$/,
  format: string = M.CODE_FORMAT,
  max = 60,
) =>
  z
    .string({ error: required })
    .trim()
    .toUpperCase()
    .min(1, { message: required, abort: true })
    .max(max, { message: `At most ${max} characters`, abort: true })
    .regex(pattern, { message: format, abort: true });

/** PostgreSQL text cannot hold a NUL character: refused as input instead of failing in SQL. */
export const hasNoNul = (text: string): boolean => !text.includes('\u0000');
const NUL_MESSAGE = 'Invalid character';

/** Trimmed text that must not be empty, with `required` as the message for a missing field too. */
export const flexyText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `At most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

/** Optional trimmed text (empty when not given). */
export const flexyOptionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).refine(hasNoNul, NUL_MESSAGE).default('');

/** Codes of code-list values and sub-values may also hold dots and dashes. */
export const flexyValueCode = (required: string) =>
  flexyCode(required, /^[A-Z0-9_.-]+$/, M.VALUE_CODE_FORMAT);

export const FLEXY_ORDER_PATTERN = /^(\d+\.?\d*|\.\d+)$/;
/** An order number: digits with at most one dot, sent as text (a number is accepted too). */
export const flexyOrderSchema = (required: string = M.ORDVAL) =>
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
        .regex(FLEXY_ORDER_PATTERN, M.ORDER_FORMAT),
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
  text: flexyText(M.TRANSLATION_REQ, 4000),
});
export type Translation = z.infer<typeof translationSchema>;

/** A translation table: one row per language, saved as a whole with its parent. */
export const translationsSchema = z
  .array(translationSchema)
  .max(120)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (seen.has(row.lang)) ctx.addIssue({ code: 'custom', path: [i, 'lang'], message: M.LANG_TWICE });
      seen.add(row.lang);
    });
  })
  .default([]);

export const extraAttributeSchema = z.object({
  attribute: flexyText(M.ATTRIBUTE_REQ, 60).refine(
    (name) => !(RESERVED_ATTRIBUTE_NAMES as readonly string[]).includes(name.toUpperCase()),
    M.ATTRIBUTE_RESERVED,
  ),
  value: flexyText(M.ATTRIBUTE_VALUE_REQ, 2000),
});
export type ExtraAttribute = z.infer<typeof extraAttributeSchema>;

/** Extra attributes of a value: names unique (ignoring case). */
export const extraAttributesSchema = z
  .array(extraAttributeSchema)
  .max(100)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const key = row.attribute.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'attribute'], message: M.ATTRIBUTE_TWICE });
      seen.add(key);
    });
  })
  .default([]);

/** An optional URL: empty means none; else http(s) or a path on this site (an uploaded icon). */
export const flexyUrlSchema = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .regex(/^$|^(https?:\/\/|\/)\S*$/i, M.URL_FORMAT)
  .refine(hasNoNul, M.URL_FORMAT)
  .nullish()
  .transform((v) => (v ? v : null));

/** The input of a server-paged list: page (0-based), page size, search text and sort. */
export const flexyListQuery = <F extends readonly [string, ...string[]]>(sortFields: F) =>
  ownerScope.extend({
    page: z.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(50),
    search: z.string().trim().max(200).refine(hasNoNul, NUL_MESSAGE).default(''),
    sortField: z.enum(sortFields).optional(),
    sortDirection: z.enum(SORT_DIRECTIONS).default('asc'),
  });

export const flexyListOutput = <R extends z.ZodType>(row: R) =>
  z.object({ rows: z.array(row), total: z.number().int() });

export const flexyIdInput = ownerScope.extend({ id: flexyIdSchema });
export const flexyIdsInput = ownerScope.extend({ ids: flexyIdsSchema });
export const flexySaveOutput = z.object({ message: z.string(), id: z.number().int() });
export const flexyDeleteOutput = z.object({ message: z.string(), deleted: z.number().int() });
export const effectAllOwnersSchema = z.boolean().default(false);
