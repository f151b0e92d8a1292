// Cells of the CSV files the server writes (list exports, localisation export) and reads back.

/** Text a spreadsheet would run as a formula (OWASP CSV injection): written with a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

export const guardCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * Cells written between double quotes (csv-stringify's `quoted_match`), by the OWASP rule: a guarded
 * cell, and any cell where a separator a spreadsheet may split on (`,` `;` `|`) is followed by a formula
 * character (`a;=cmd`): unquoted, a spreadsheet reading `;` as its separator starts a cell there with a
 * formula. Quoted, the whole text stays one cell whatever the separator.
 */
export const QUOTED_CELLS: RegExp[] = [/^'[=+\-@\t\r]/, /[,;|]\s*[=+\-@\t\r]/];

/** Undoes `guardCell` on a cell read from a file this server wrote. */
export const unguardCell = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * A value of a list row as the text of one cell: empty for null, numbers and booleans as written,
 * lists of texts joined with '; ', anything else as JSON. Texts are guarded against formulas.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return guardCell(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return guardCell(value.map((v) => String(v ?? '')).join('; '));
  return guardCell(JSON.stringify(value));
}
