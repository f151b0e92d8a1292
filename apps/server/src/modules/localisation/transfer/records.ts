import {
  fromKeys,
  MAX_IMPORT_ERRORS,
  RECORD_COLUMNS,
  RECORD_KINDS,
  type FileFormat,
  type LocalisationRecord,
  type RecordColumn,
} from '@console/contract';
import { z } from 'zod';
import { unguardCell } from '../../../crud/csv-cells';
import { CsvError, formatCsv, parseCsv } from './csv';

export interface NumberedRecord extends LocalisationRecord {
  /** Position among the file's records, from 1 (a CSV header is not counted). */
  row: number;
}

export interface RowError {
  row: number;
  message: string;
}

export interface ReadResult {
  records: NumberedRecord[];
  errors: RowError[];
}

const text = z.union([z.string(), z.number()]).transform(String).optional().default('');
/** A JSON record as a person may write it: missing fields are empty, numbers are read as text. */
const jsonRecord = z.object(fromKeys(RECORD_COLUMNS, text));

const kindError = `kind must be one of ${RECORD_KINDS.join(', ')}`;

function toRecord(
  fields: Record<RecordColumn, string>,
  row: number,
  errors: RowError[],
): NumberedRecord | null {
  const kind = fields.kind.trim();
  if (!(RECORD_KINDS as readonly string[]).includes(kind)) {
    errors.push({ row, message: `Row ${row}: ${kindError}` });
    return null;
  }
  return { ...fields, kind: kind as NumberedRecord['kind'], row };
}

function readCsv(content: string, errors: RowError[]): NumberedRecord[] {
  let table: string[][];
  try {
    table = parseCsv(content);
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    errors.push({ row: err.record, message: `Row ${err.record}: ${err.message}` });
    return [];
  }
  const [header = [], ...rows] = table;
  const names = header.map((h) => h.trim());
  const unknown = names.filter((n) => !(RECORD_COLUMNS as readonly string[]).includes(n));
  const missing = (['kind', 'code', 'lang', 'text'] as const).filter((c) => !names.includes(c));
  if (unknown.length || missing.length) {
    const parts = [
      unknown.length && `unknown columns ${unknown.join(', ')}`,
      missing.length && `missing columns ${missing.join(', ')}`,
    ];
    errors.push({
      row: 0,
      message: `The header has ${parts.filter(Boolean).join(' and ')}; expected ${RECORD_COLUMNS.join(',')}`,
    });
    return [];
  }
  const records: NumberedRecord[] = [];
  rows.forEach((cells, i) => {
    const row = i + 1;
    if (cells.length > names.length) {
      errors.push({
        row,
        message: `Row ${row}: ${cells.length} fields where the header has ${names.length}`,
      });
      return;
    }
    const fields = fromKeys(RECORD_COLUMNS, '');
    names.forEach((name, j) => (fields[name as RecordColumn] = unguardCell(cells[j] ?? '')));
    const record = toRecord(fields, row, errors);
    if (record) records.push(record);
  });
  return records;
}

function readJson(content: string, errors: RowError[]): NumberedRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (err) {
    errors.push({ row: 0, message: `The file is not valid JSON: ${(err as Error).message}` });
    return [];
  }
  if (!Array.isArray(data)) {
    errors.push({ row: 0, message: 'The file must hold a JSON array of records' });
    return [];
  }
  const records: NumberedRecord[] = [];
  data.forEach((item, i) => {
    const row = i + 1;
    const parsed = jsonRecord.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      errors.push({ row, message: `Row ${row}: ${where}${issue?.message ?? 'not a record'}` });
      return;
    }
    const record = toRecord(parsed.data, row, errors);
    if (record) records.push(record);
  });
  return records;
}

/** The file's records, or the errors that make it unreadable; never throws on bad content. */
export function readRecords(format: FileFormat, content: string): ReadResult {
  const errors: RowError[] = [];
  const records = format === 'csv' ? readCsv(content, errors) : readJson(content, errors);
  return { records, errors: errors.slice(0, MAX_IMPORT_ERRORS) };
}

export function writeRecords(format: FileFormat, records: LocalisationRecord[]): string {
  if (format === 'json') return `${JSON.stringify(records, null, 2)}\n`;
  return formatCsv([RECORD_COLUMNS, ...records.map((r) => RECORD_COLUMNS.map((c) => r[c]))]);
}
