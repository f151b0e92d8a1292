import { describe, expect, it } from 'vitest';
import { planRows, readSpreadsheet } from './spreadsheet';

describe('planRows', () => {
  it('takes the e-mail column under its header and refuses bad, taken and repeated rows with why', () => {
    const rows = [
      ['Name', 'E-mail'],
      ['Ann', 'Ann@x.example'],
      ['Bob', 'not an e-mail'],
      ['Cy', 'admin@acme.example'],
      ['Ann again', 'ann@x.example'],
      ['Dee', 'dee@x.example'],
      ['', ''],
    ];
    expect(planRows(rows, ['admin@acme.example'], ['dee@x.example'])).toEqual({
      accepted: ['ann@x.example'],
      refused: [
        { row: 3, value: 'not an e-mail', reason: 'Enter a valid e-mail' },
        { row: 4, value: 'admin@acme.example', reason: 'Already a user' },
        { row: 5, value: 'ann@x.example', reason: 'Given twice' },
        { row: 6, value: 'dee@x.example', reason: 'Given twice' },
      ],
    });
  });

  it('reads a sheet without a header from its first column', () => {
    expect(planRows([['a@x.example'], ['b@x.example']], [], []).accepted).toEqual([
      'a@x.example',
      'b@x.example',
    ]);
  });
});

describe('readSpreadsheet', () => {
  it('parses CSV with quoted cells', async () => {
    const file = new File(['email,note\n"a@x.example","one, two"\nb@x.example,\n'], 'users.csv', {
      type: 'text/csv',
    });
    expect(await readSpreadsheet(file)).toEqual([
      ['email', 'note'],
      ['a@x.example', 'one, two'],
      ['b@x.example', ''],
    ]);
  });
});
