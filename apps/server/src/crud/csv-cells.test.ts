import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv } from '../modules/localisation/transfer/csv';
import { QUOTED_CELLS, cellText, guardCell, unguardCell } from './csv-cells';

describe('CSV cells', () => {
  it('writes values of a row as cell text', () => {
    expect([null, undefined, 0, -2.5, true, 'Text', ['a', 'b'], [{ k: 1 }]].map(cellText)).toEqual([
      '',
      '',
      '0',
      '-2.5',
      'true',
      'Text',
      'a; b',
      '[{"k":1}]',
    ]);
  });

  it('keeps a spreadsheet from running a cell as a formula, and reads it back', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx']) {
      expect(guardCell(text)).toBe(`'${text}`);
      expect(unguardCell(guardCell(text))).toBe(text);
    }
    expect(cellText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(unguardCell("'plain")).toBe("'plain");
  });

  it('quotes a guarded cell, and one where a separator is followed by a formula character (OWASP; issue 26)', () => {
    const line = (cell: string) => stringify([[cellText(cell)]], { quoted_match: QUOTED_CELLS }).trim();
    for (const lead of ['=', '+', '-', '@', '\t', '\r'])
      expect(line(`${lead}cmd`), JSON.stringify(lead)).toBe(`"'${lead}cmd"`);
    for (const sep of [';', '|', ',', '; ', '|\t'])
      for (const lead of ['=', '+', '-', '@'])
        expect(line(`a${sep}${lead}cmd`), JSON.stringify(sep + lead)).toBe(`"a${sep}${lead}cmd"`);
    expect(line('a;b')).toBe('a;b');
    expect(line('plain text')).toBe('plain text');
    // The localisation export quotes the same cells, and reads them back as they were.
    const rows = [['code', 'x;=HYPERLINK("http://evil")', '=1+1', 'a|@SUM(A1)']];
    const csv = formatCsv(rows);
    expect(csv).toBe(`code,"x;=HYPERLINK(""http://evil"")","'=1+1","a|@SUM(A1)"\r\n`);
    expect(parseCsv(csv).map((r) => r.map(unguardCell))).toEqual(rows);
  });
});
