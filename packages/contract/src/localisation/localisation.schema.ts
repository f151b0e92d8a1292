import { z } from 'zod';
import { langSchema } from '../common/fields';
import { ownerScope } from '../owners/owners.schema';

export const screenIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{2,40}$/, 'A screen id is upper-case letters, digits and _');

export const labelsByScreenInput = ownerScope.extend({ scrId: screenIdSchema, lang: langSchema });
export const labelsByScreenOutput = z.object({
  lang: z.string(),
  labels: z.record(z.string(), z.string()),
});

export const codeListCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{2,60}$/, 'A code is upper-case letters, digits and _');

export const codeListValuesInput = ownerScope.extend({ code: codeListCodeSchema, lang: langSchema });
export const codeListValueSchema = z.object({ code: z.string(), value: z.string() });
export const codeListValuesOutput = z.object({ result: z.array(codeListValueSchema) });
export type CodeListValue = z.infer<typeof codeListValueSchema>;

export const languageSchema = z.object({ id: z.number().int(), code: z.string(), language: z.string() });
export type Language = z.infer<typeof languageSchema>;

const languageIdsSchema = z
  .array(z.number().int().positive().max(2_147_483_647))
  .min(1, 'Choose at least one language')
  .max(200);
export const languageIdsInput = ownerScope.extend({ languageIds: languageIdsSchema });
/** After adding or removing: the message and the owner's languages as they now are. */
export const ownerLanguagesOutput = z.object({ message: z.string(), result: z.array(languageSchema) });
