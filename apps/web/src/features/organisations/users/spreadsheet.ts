import Papa from 'papaparse';
import { z } from 'zod';
import { ORG_MESSAGES } from '@console/contract';

const email = z.email();
const HEADER = /^(e-?mail|email address|user ?name|username)$/i;

export interface SheetPlan {
  /** E-mails that will be created, lower case, each once. */
  accepted: string[];
  /** Rows left out, with their number in the sheet (1-based) and why. */
  refused: Array<{ row: number; value: string; reason: string }>;
}

/** The cells of the first sheet of an .xlsx, or of a .csv file (parsed by read-excel-file and Papa Parse). */
export async function readSpreadsheet(file: File): Promise<string[][]> {
  if (/\.csv$/i.test(file.name) || file.type === 'text/csv') {
    const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' });
    return parsed.data.map((row) => row.map((c) => String(c ?? '')));
  }
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(file);
  return rows.map((row) => row.map((c) => (c === null || c === undefined ? '' : String(c))));
}

/**
 * Which rows of a sheet become users: the e-mail column (headed e-mail, email, user name, or else the
 * first column), each row valid, not already a user (`taken`) nor already added (`chips`), once.
 */
export function planRows(rows: string[][], taken: readonly string[], chips: readonly string[]): SheetPlan {
  const header = rows[0] ?? [];
  const named = header.findIndex((c) => HEADER.test(c.trim()));
  const column = Math.max(named, 0);
  const first = named >= 0 || (header[0] !== undefined && !email.safeParse(header[0].trim()).success) ? 1 : 0;
  const seen = new Set(chips);
  const plan: SheetPlan = { accepted: [], refused: [] };
  rows.slice(first).forEach((cells, i) => {
    const value = (cells[column] ?? '').trim();
    const row = i + first + 1;
    const lower = value.toLowerCase();
    if (!value) return;
    if (!email.safeParse(lower).success)
      plan.refused.push({ row, value, reason: ORG_MESSAGES.EMAIL_INVALID });
    else if (taken.includes(lower)) plan.refused.push({ row, value, reason: ORG_MESSAGES.USER_EXISTS });
    else if (seen.has(lower)) plan.refused.push({ row, value, reason: 'Given twice' });
    else {
      seen.add(lower);
      plan.accepted.push(lower);
    }
  });
  return plan;
}
