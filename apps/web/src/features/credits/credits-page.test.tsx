import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { expiryWarning } from './credits-page';
import { promoResultOf } from './promo-errors';

const t = (code: string, vars?: Record<string, number>) =>
  ({
    EXPIRE_TODAY: '(Expire Today)',
    EXPIRE_ONE_DAY: '(Expire in 1 day)',
    EXPIRE_DAYS: `(Expire in ${vars?.n} days)`,
  })[code]!;

describe('the expiry warning (002 sections 4 and 9)', () => {
  it('shows within 10 days only, in the three wordings of the spec', () => {
    expect(expiryWarning(0, t)).toBe('(Expire Today)');
    expect(expiryWarning(1, t)).toBe('(Expire in 1 day)');
    expect(expiryWarning(7, t)).toBe('(Expire in 7 days)');
    expect(expiryWarning(10, t)).toBe('(Expire in 10 days)');
    expect(expiryWarning(11, t)).toBeNull();
    expect(expiryWarning(null, t)).toBeNull();
  });
});

describe('the promo result of a failed redemption (002 section 8)', () => {
  it('reads EXPIRED, ALREADY_USED and INVALID from the error code; anything else is none', () => {
    expect(promoResultOf(new ApiError(410, 'EXPIRED', 'x'))).toBe('EXPIRED');
    expect(promoResultOf(new ApiError(409, 'ALREADY_USED', 'x'))).toBe('ALREADY_USED');
    expect(promoResultOf(new ApiError(400, 'INVALID_INPUT', 'x'))).toBe('INVALID');
    expect(promoResultOf(new ApiError(500, 'INTERNAL', 'x'))).toBeNull();
    expect(promoResultOf(new Error('network'))).toBeNull();
  });
});
