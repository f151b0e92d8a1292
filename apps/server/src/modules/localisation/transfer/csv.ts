import { CsvError as ParseError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { QUOTED_CELLS, guardCell } from '../../../crud/csv-cells';

// CSV (RFC 4180) of the localisation export and import, written by csv-stringify and read by csv-parse.

/** Rows as CSV text: quoted where needed, CRLF rows, cells a spreadsheet would run as formulas guarded. */
export function formatCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return stringify(
    rows.map((r) => r.map(guardCell)),
    { record_delimiter: 'windows', quoted_match: [/^\s|\s$/, ...QUOTED_CELLS] },
  );
}

/** A file that cannot be read as CSV; `record` counts records from 0 (the header). */
export class CsvError extends Error {
  constructor(
    readonly record: number,
    message: string,
  ) {
    super(message);
  }
}

const MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is not closed',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted field is followed by more text',
};

/** CSV text as records of fields (a byte-order mark and blank lines are skipped; any line ending). */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    const { code, records } = err as ParseError & { records: number };
    throw new CsvError(records, MESSAGES[code] ?? err.message);
  }
}
