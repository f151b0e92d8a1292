import { z } from 'zod';

/** An object with each of `keys` holding `value` (Python's dict.fromkeys), in the order of `keys`. */
export const fromKeys = <K extends string, V>(keys: readonly K[], value: V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>;

/** PostgreSQL text cannot hold a NUL character: refused as input instead of failing in SQL. */
export const hasNoNul = (text: string): boolean => !text.includes('\u0000');
const NUL_MESSAGE = 'Invalid character';

/** Trimmed text that must not be empty; `message` also answers a missing field. */
export const requiredText = (message = 'Required.', max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

/** Optional trimmed text (empty when not given). */
export const optionalText = (max = 2000) =>
  z.string().trim().max(max, `At most ${max} characters`).refine(hasNoNul, NUL_MESSAGE).default('');

/** A search box's text: trimmed, empty when not given. */
export const searchText = (max = 200) =>
  z.string().trim().max(max, `At most ${max} characters`).refine(hasNoNul, NUL_MESSAGE).default('');

/** An e-mail: required, trimmed, lower-cased, then the standard pattern. */
export const emailText = (required: string, invalid: string, max = 200) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { message: required, abort: true })
    .max(max, { message: `At most ${max} characters`, abort: true })
    .pipe(z.email(invalid));

export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #RRGGBB');

/** Language codes are upper case ISO-like codes, EN by default. */
export const langSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,3}(-[A-Z0-9]{2,4})?$/, 'Unknown language code')
  .default('EN');

/** Trimmed, upper-cased, required; `pattern` decides which characters a code may hold. */
export const upperCode = (
  required: string,
  pattern = /^[A-Z0-9_]+$/,
  format = 'Letters, digits and _ only',
  max = 60,
) =>
  z
    .string({ error: required })
    .trim()
    .toUpperCase()
    .min(1, { message: required, abort: true })
    .max(max, { message: `At most ${max} characters`, abort: true })
    .regex(pattern, { message: format, abort: true });

export const emptyInput = z.object({}).strict();
export const okOutput = z.object({ message: z.string() });

/** A list without its repeats, in first-seen order (picked ids or texts, each once). */
export const eachOnce = <T>(list: T[]): T[] => [...new Set(list)];

/**
 * A refinement for a list of rows: each `key` of a row only once, else `message` on the field `field` of
 * the repeated row (a form shows it on that row's input).
 */
export const uniqueRows =
  <R>(key: (row: R) => string, field: string, message: string) =>
  (rows: R[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const k = key(row);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, field], message });
      seen.add(k);
    });
  };
