import { z } from 'zod';

/** Trimmed text that must not be empty. */
export const requiredText = (message = 'Required.', max = 500) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters`);

export const optionalText = (max = 2000) => z.string().trim().max(max, `At most ${max} characters`);

/** A row id: positive and within PostgreSQL's integer range (a larger one would fail in SQL with a 500). */
export const idSchema = z.number().int().positive().max(2_147_483_647);

export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #RRGGBB');

/** Language codes are upper case ISO-like codes, EN by default. */
export const langSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,3}(-[A-Z0-9]{2,4})?$/, 'Unknown language code')
  .default('EN');

export const emptyInput = z.object({}).strict();
export const okOutput = z.object({ message: z.string() });
