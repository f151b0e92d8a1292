import { and, eq } from 'drizzle-orm';
import { CREDIT_MESSAGES as M } from '@console/contract';
import type { Db } from '../../db/client';
import { codeRedemptions, promoCodes } from '../../db/schema/index';
import { AppError, onUniqueClash } from '../../http/app-error';
import { platformOwnerId } from '../owners/owner-scope';

// The rules a platform promo code is used by, shared by promo redemption (credits.redeem, decision 0182)
// and a top-up's POS code (credits.add, decision 0240): the same results, messages and once-per-organisation.

/** The promo results of 002 section 8 (PROMO_REFERRAL_ERROR_MSG's codes) as errors on `field`. */
export const promoErrors = (field: string) => ({
  invalid: () => new AppError('INVALID_INPUT', M.PROMO_INVALID, { [field]: [M.PROMO_INVALID] }),
  expired: () => new AppError('EXPIRED', M.PROMO_EXPIRED, { [field]: [M.PROMO_EXPIRED] }),
  used: () => new AppError('ALREADY_USED', M.PROMO_USED, { [field]: [M.PROMO_USED] }),
});
export type PromoErrors = ReturnType<typeof promoErrors>;

export type PromoCode = typeof promoCodes.$inferSelect;

/** The platform's promo code named `code` (PROMO or POS), or null. */
export async function findPromoCode(db: Db, code: string): Promise<PromoCode | null> {
  const [p] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.ownerId, await platformOwnerId(db)), eq(promoCodes.code, code)));
  return p ?? null;
}

/** Before its start a code is INVALID, after its end EXPIRED (status derived from the dates). */
export function refuseUnlessRunning(p: PromoCode, today: string, errors: PromoErrors): void {
  if (today < p.startDate) throw errors.invalid();
  if (today > p.endDate) throw errors.expired();
}

/** ALREADY_USED when the organisation has redeemed the code (a clear answer before anything is written). */
export async function refuseIfRedeemed(db: Db, promoCodeId: number, orgId: number, errors: PromoErrors) {
  const [taken] = await db
    .select({ id: codeRedemptions.id })
    .from(codeRedemptions)
    .where(and(eq(codeRedemptions.promoCodeId, promoCodeId), eq(codeRedemptions.orgId, orgId)));
  if (taken) throw errors.used();
}

/**
 * Records that the organisation used a code. Once per organisation is the unique indexes on
 * code_redemptions: of two uses at the same moment one gets through, the other answers ALREADY_USED
 * and its transaction (its grants with it) is rolled back.
 */
export function recordRedemption(db: Db, row: typeof codeRedemptions.$inferInsert, errors: PromoErrors) {
  return onUniqueClash(() => db.insert(codeRedemptions).values(row), {
    code_redemptions_promo_org_unique: errors.used,
    code_redemptions_referral_org_unique: errors.used,
  });
}
