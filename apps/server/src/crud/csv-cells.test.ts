import { describe, expect, it } from 'vitest';
import { cellText, guardCell, unguardCell } from './csv-cells';

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
});
