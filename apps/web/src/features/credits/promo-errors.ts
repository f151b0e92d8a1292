import { useCallback } from 'react';
import { PROMO_RESULTS, type ErrorCode } from '@console/contract';
import { ApiError } from '../../lib/api-client';
import { useCodeList } from '../../lib/code-lists';
import { useMessages } from '../../lib/messages';

/** The promo result a failed redemption stands for (002 section 8), or null for any other failure. */
export function promoResultOf(error: unknown): (typeof PROMO_RESULTS)[number] | null {
  if (!(error instanceof ApiError)) return null;
  const byCode: Partial<Record<ErrorCode, (typeof PROMO_RESULTS)[number]>> = {
    EXPIRED: 'EXPIRED',
    ALREADY_USED: 'ALREADY_USED',
    INVALID_INPUT: 'INVALID',
  };
  return byCode[error.code] ?? null;
}

/**
 * The text of a refused promo, referral or POS code: the PROMO_REFERRAL_ERROR_MSG code list's value for
 * its result (in the console's language), 'Invalid promo code' when the list has none, and 'Please
 * enter a different code' for any other failure.
 */
export function usePromoErrorText(): (failure: unknown) => string {
  const m = useMessages('CREDITEXPIRY');
  const { options } = useCodeList('PROMO_REFERRAL_ERROR_MSG');
  return useCallback(
    (failure: unknown) => {
      const result = promoResultOf(failure);
      if (!result) return m('DIFFERENT_CODE');
      return options.find((o) => o.code === result)?.value || m('INVALID_PROMO');
    },
    [m, options],
  );
}
