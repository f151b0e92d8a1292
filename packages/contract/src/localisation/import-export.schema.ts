import { z } from 'zod';
import { fromKeys, hasNoNul } from '../common/fields';
import { ownerScope } from '../common/list';
import {
  EXPORT_KINDS,
  FILE_FORMATS,
  MAX_IMPORT_CHARS,
  RECORD_KINDS,
  RECORD_TEXT_COLUMNS,
} from './localisation-constants';

const fileFormat = z.enum(FILE_FORMATS, { error: 'Choose CSV or JSON' });

export const exportInput = ownerScope.extend({
  format: fileFormat,
  kinds: z
    .array(z.enum(EXPORT_KINDS))
    .min(1, 'Choose what to export')
    .max(EXPORT_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Each kind only once'),
});
export type ExportInput = z.input<typeof exportInput>;
/** The file to download: its name, MIME type and text. */
export const exportOutput = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });

/**
 * One record of an export file, one per code and language. label and error: screenCode, screenName,
 * code, lang, text, order, description. codeList: listCode, text (the list name), description (lang EN).
 * codeValue: listCode, code, lang, text, order. Other fields stay empty; a non-English record carries
 * only its translation (`text`).
 */
export const localisationRecordSchema = z.object({
  kind: z.enum(RECORD_KINDS),
  ...fromKeys(RECORD_TEXT_COLUMNS, z.string()),
});
export type LocalisationRecord = z.infer<typeof localisationRecordSchema>;

export const importInput = ownerScope.extend({
  format: fileFormat,
  content: z
    .string()
    .min(1, 'Choose a file')
    .max(MAX_IMPORT_CHARS, 'The file is too large')
    .refine(hasNoNul, 'The file holds a NUL character: it is not a text file'),
});
export type ImportInput = z.input<typeof importInput>;

export const IMPORT_STATUSES = ['added', 'changed'] as const;
/** A record the import would add or change; `row` counts records from 1 (a CSV header is not counted). */
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  kind: z.enum(RECORD_KINDS),
  key: z.string(),
  lang: z.string(),
  status: z.enum(IMPORT_STATUSES),
  before: z.string().nullable(),
  after: z.string(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;
/** A bad record: `row` counts records from 1; 0 means the file as a whole. */
export const importErrorSchema = z.object({ row: z.number().int(), message: z.string() });

/** How many records of the file an import adds, changes and leaves as they are. */
const importCounts = {
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
};

export const importPreviewOutput = z.object({
  ...importCounts,
  rows: z.array(importPreviewRowSchema),
  rowsTruncated: z.boolean(),
  errors: z.array(importErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewOutput>;
export const importOutput = z.object({
  message: z.string(),
  ...importCounts,
});
