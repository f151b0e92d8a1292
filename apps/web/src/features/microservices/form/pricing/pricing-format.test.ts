import { describe, expect, it } from 'vitest';
import { formatCost } from './pricing-format';

const money = { free: 'FREE', currency: 'USD' };

describe('formatCost', () => {
  it('shows two decimals, FREE for 0, and a price below a cent with its own precision', () => {
    expect(formatCost(0, money)).toBe('FREE');
    expect(formatCost(1, money)).toBe('1.00 USD');
    expect(formatCost(0.25, money)).toBe('0.25 USD');
    expect(formatCost(0.005, money)).toBe('0.005 USD');
    expect(formatCost(0.000125, money)).toBe('0.000125 USD');
    expect(formatCost(12.3456, money)).toBe('12.3456 USD');
  });
});
