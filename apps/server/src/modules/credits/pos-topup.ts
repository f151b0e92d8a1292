import { CREDIT_MESSAGES as M, Decimal, formatCredit, money, moneyText, POS_CREDIT } from '@console/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { addGrant, type NewGrant } from './ledger';
import {
  findPromoCode,
  promoErrors,
  recordRedemption,
  refuseIfRedeemed,
  refuseUnlessRunning,
  type PromoCode,
} from './promo-code-rules';

// A top-up's POS code (decision 0240): the console records credit, not payments, so the code's
// discount is given as its value in credit, a second grant beside the top-up.

const errors = promoErrors('posCode');

type PosCode = PromoCode & { discountType: 'DIS_PERCENT' | 'DIS_AMT_USD'; discountAmount: string };

/**
 * The POS code a top-up of `amount` names, if it may be used: a running POS code of the platform
 * (else INVALID or EXPIRED on posCode), at least its minimum top-up (else 400 on amount), not used
 * by the organisation yet (ALREADY_USED).
 */
export async function usablePosCode(
  db: Db,
  orgId: number,
  code: string,
  amount: string,
  today: string,
): Promise<PosCode> {
  const p = await findPromoCode(db, code);
  if (!p || p.type !== 'POS' || !p.discountType || !p.discountAmount) throw errors.invalid();
  refuseUnlessRunning(p, today, errors);
  const minimum = p.minTopupAmount ?? '0';
  if (money(amount).lessThan(minimum)) {
    const message = M.POS_MIN_TOPUP.replace('{amount}', formatCredit(minimum));
    throw new AppError('INVALID_INPUT', message, { amount: [message] });
  }
  await refuseIfRedeemed(db, p.id, orgId, errors);
  return p as PosCode;
}

/** The bonus of a top-up of `amount`: the percentage of it (four decimals, half up) or the fixed USD amount. */
export function posBonus(amount: string, p: Pick<PosCode, 'discountType' | 'discountAmount'>): string {
  const bonus =
    p.discountType === 'DIS_PERCENT'
      ? money(amount).times(p.discountAmount).dividedBy(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
      : money(p.discountAmount);
  return moneyText(bonus);
}

/**
 * Grants the POS code's bonus beside the top-up (same start, expiry and priority, type ADD_CRE_POS)
 * and records the redemption; answers what the success message and the audit record name.
 */
export async function grantPosBonus(
  db: Db,
  input: { accountId: number; orgId: number; topup: NewGrant; userId: number | null },
  p: PosCode,
) {
  const credit = posBonus(input.topup.amount, p);
  const id = money(credit).isZero()
    ? null
    : await addGrant(
        db,
        input.accountId,
        {
          ...input.topup,
          creditType: POS_CREDIT,
          description: `POS code ${p.code} on a top-up of ${formatCredit(input.topup.amount)} USD`,
          amount: credit,
          promoCodeId: p.id,
        },
        input.userId,
      );
  await recordRedemption(
    db,
    { orgId: input.orgId, promoCodeId: p.id, grantId: id, createdBy: input.userId },
    errors,
  );
  return { code: p.code, credit, id };
}
