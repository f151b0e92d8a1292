/** CSV (RFC 4180) for the localisation export and import: quoted fields, "" for a quote, CRLF rows. */

/** Cells a spreadsheet would run as a formula are written with a leading apostrophe (removed on import). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function formatCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Undoes the formula guard of `cell`. */
export const unguard = (value: string): string => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

export class CsvError extends Error {
  constructor(
    readonly record: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parses CSV text into records of fields; `record` in errors counts records from 0 (the header). */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === '"') throw new CsvError(records.length, 'a quote inside an unquoted field');
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      endRecord();
      if (c === '\r' && src[i + 1] === '\n') i += 1;
    } else field += c;
    i += 1;
  }
  if (quoted) throw new CsvError(records.length, 'a quoted field is not closed');
  if (field !== '' || record.length) endRecord();
  return records;
}
