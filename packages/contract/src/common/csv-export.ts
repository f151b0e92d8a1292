import { z } from 'zod';

/**
 * CSV export of a list: POST `${CSV_EXPORT_PATH}/<list call name>` with `csvExportBody` answers
 * text/csv (UTF-8, a header row of the captions, then one row per row of the list, all pages), streamed,
 * as the attachment `<area>-<yyyy-mm-dd>.csv`. Same session, permission and owner scope as the list;
 * errors before the first byte use the API's error shape (400 bad input or unknown field, 401, 403, 404).
 */
export const CSV_EXPORT_PATH = '/api/csv';

export const MAX_CSV_COLUMNS = 50;

export const csvColumnSchema = z.object({
  /** A field of the list's rows. */
  field: z.string().trim().min(1, 'Required.').max(100),
  /** The column's header, as the table shows it. */
  caption: z.string().max(200),
});
export type CsvColumn = z.infer<typeof csvColumnSchema>;

export const csvExportBody = z.object({
  /** The list call's input; page and pageSize are ignored (every row is exported). */
  input: z.record(z.string(), z.unknown()).default({}),
  columns: z.array(csvColumnSchema).min(1, 'Choose at least one column').max(MAX_CSV_COLUMNS),
});
export type CsvExportBody = z.input<typeof csvExportBody>;
