import { describe, expect, it } from 'vitest';
import { addMonths } from './credit-dates';
import { amountSchema } from './credits.schema';
import { formatBalance, formatCredit, money, sumOf } from './money';

describe('money', () => {
  it('adds exactly: 0.1 + 0.2 stays 0.3', () => {
    expect(sumOf(['0.1', '0.2']).toFixed(4)).toBe('0.3000');
    expect(money(0.1).plus(money(0.2)).eq('0.3')).toBe(true);
  });

  it("formats credit as '0,0.00' and balance as '0,0.0000' (002 section 9)", () => {
    expect(formatCredit('1234567.5')).toBe('1,234,567.50');
    expect(formatCredit('0.005')).toBe('0.01');
    expect(formatBalance('398.292')).toBe('398.2920');
    expect(formatBalance('-1234.5')).toBe('-1,234.5000');
    expect(formatCredit('999')).toBe('999.00');
  });

  it('reads an amount as exact text, positive and non-zero, at most 4 decimals', () => {
    expect(amountSchema().parse(0.1)).toBe('0.1000');
    expect(amountSchema().parse(' 12.5 ')).toBe('12.5000');
    expect(amountSchema().safeParse('0').success).toBe(false);
    expect(amountSchema().safeParse('1e3').success).toBe(false);
    expect(amountSchema().safeParse('1.00001').success).toBe(false);
  });

  it('adds calendar months, to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-25', 6)).toBe('2027-05-25');
  });
});
