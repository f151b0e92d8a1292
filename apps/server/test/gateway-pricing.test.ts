import { describe, expect, it } from 'vitest';
import { callPrice, needsCallCount } from '../src/gateway/pricing';
import { planRule } from '../src/gateway/rate-limit';

// The price of one sync call and the plan's rate as a rule: plain functions, no database.

const tiers = [
  { lower: '0', upper: '1000', cost: '0' },
  { lower: '1000', upper: '100000', cost: '0.002' },
  { lower: '100000', upper: null, cost: '0.0015' },
];

describe('callPrice', () => {
  it('takes a standard price above 0, to four decimals', () => {
    const pricing = { priced: true, standardPrice: '0.001000', tiers: [] };
    expect(callPrice(pricing, 5)).toBe('0.0010');
    expect(needsCallCount(pricing)).toBe(false);
  });

  it('takes the tier of the calls made this month before this one', () => {
    const pricing = { priced: true, standardPrice: null, tiers };
    expect(needsCallCount(pricing)).toBe(true);
    expect(callPrice(pricing, 0)).toBe('0.0000');
    expect(callPrice(pricing, 999)).toBe('0.0000');
    expect(callPrice(pricing, 1000)).toBe('0.0020');
    expect(callPrice(pricing, 250_000)).toBe('0.0015');
    // A standard price of 0 means tiered (000, Pricing Plan).
    expect(callPrice({ priced: true, standardPrice: '0', tiers }, 1000)).toBe('0.0020');
  });

  it('is free at a standard 0 without tiers, and none without pricing', () => {
    expect(callPrice({ priced: true, standardPrice: '0', tiers: [] }, 3)).toBe('0.0000');
    expect(callPrice({ priced: true, standardPrice: null, tiers: [] }, 3)).toBeNull();
    expect(callPrice({ priced: false, standardPrice: null, tiers: [] }, 3)).toBeNull();
  });
});

describe('planRule', () => {
  it('is N calls a second per key, one per 1/rate seconds below 1, none without a rate', () => {
    expect(planRule(7, '10')).toEqual({ key: 'key:7', max: 10, windowMs: 1000 });
    expect(planRule(7, '2.5')).toEqual({ key: 'key:7', max: 2, windowMs: 1000 });
    expect(planRule(7, '0.5')).toEqual({ key: 'key:7', max: 1, windowMs: 2000 });
    expect(planRule(7, null)).toBeNull();
    expect(planRule(7, '0')).toBeNull();
  });
});
