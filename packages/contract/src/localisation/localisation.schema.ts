import { z } from 'zod';
import { langSchema } from '../common/fields';
import { idSchema, ownerScope } from '../common/list';
import { listCodeSchema } from './localisation-fields';

export const codeListValuesInput = ownerScope.extend({ code: listCodeSchema, lang: langSchema });
export const codeListValueSchema = z.object({ code: z.string(), value: z.string() });
export const codeListValuesOutput = z.object({ result: z.array(codeListValueSchema) });
export type CodeListValue = z.infer<typeof codeListValueSchema>;

export const languageSchema = z.object({ id: z.number().int(), code: z.string(), language: z.string() });
export type Language = z.infer<typeof languageSchema>;

const languageIdsSchema = z.array(idSchema).min(1, 'Choose at least one language').max(200);
export const languageIdsInput = ownerScope.extend({ languageIds: languageIdsSchema });
/** After adding or removing: the message and the owner's languages as they now are. */
export const ownerLanguagesOutput = z.object({ message: z.string(), result: z.array(languageSchema) });
