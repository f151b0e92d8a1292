import { and, eq, sql } from 'drizzle-orm';
import { CREDIT_MESSAGES as M, PROMO_CREDIT, REFERRAL_CREDIT, type CallParsedInput } from '@console/contract';
import type { Db } from '../../db/client';
import { codeRedemptions, organisations, promoCodes, referralCodes } from '../../db/schema/index';
import { AppError, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { platformOwnerId } from '../owners/owner-scope';
import { actingOrg } from './credits.service';
import { addGrant, addMonths, ensureSpendingAccount, todayUtc } from './ledger';

// promoreferral (002 sections 2.7, 7 and 8; decision 0182): a PROMO code of the platform or another
// organisation's referral code, redeemed once per organisation, grants a ledger credit.

const invalid = () => new AppError('INVALID_INPUT', M.PROMO_INVALID, { code: [M.PROMO_INVALID] });
const expired = () => new AppError('EXPIRED', M.PROMO_EXPIRED, { code: [M.PROMO_EXPIRED] });
const used = () => new AppError('ALREADY_USED', M.PROMO_USED, { code: [M.PROMO_USED] });

interface Redeemable {
  credit: string;
  expiryDate: string;
  creditType: string;
  description: string;
  promoCodeId: number | null;
  referralCodeId: number | null;
}

/** The promo code's credit and validity, or the reason it cannot be redeemed today. */
async function promoOf(db: Db, orgId: number, code: string, today: string): Promise<Redeemable | null> {
  const [p] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.ownerId, await platformOwnerId(db)), eq(promoCodes.code, code)));
  if (!p) return null;
  // A POS code is a discount at top-up (decision 0182), not a credit: not redeemable here.
  if (p.type !== 'PROMO' || !p.credit) throw invalid();
  if (today < p.startDate) throw invalid();
  if (today > p.endDate) throw expired();
  const expiryDate =
    p.creditValidityType === 'month'
      ? addMonths(today, Number(p.creditValidityValue))
      : (p.creditValidityValue ?? today);
  if (expiryDate < today) throw expired();
  const [taken] = await db
    .select({ id: codeRedemptions.id })
    .from(codeRedemptions)
    .where(and(eq(codeRedemptions.promoCodeId, p.id), eq(codeRedemptions.orgId, orgId)));
  if (taken) throw used();
  return {
    credit: p.credit,
    expiryDate,
    creditType: PROMO_CREDIT,
    description: `Promo code ${p.code}`,
    promoCodeId: p.id,
    referralCodeId: null,
  };
}

/** Another organisation's referral code: once per organisation (an organisation is referred once). */
async function referralOf(db: Db, orgId: number, code: string, today: string): Promise<Redeemable | null> {
  const [r] = await db
    .select({
      id: referralCodes.id,
      orgId: referralCodes.orgId,
      orgName: organisations.name,
      credit: referralCodes.credit,
      validityMonths: referralCodes.validityMonths,
      startDate: referralCodes.startDate,
    })
    .from(referralCodes)
    .innerJoin(organisations, eq(organisations.id, referralCodes.orgId))
    .where(eq(referralCodes.code, code));
  if (!r) return null;
  if (r.orgId === orgId || today < r.startDate) throw invalid();
  const [taken] = await db
    .select({ id: codeRedemptions.id })
    .from(codeRedemptions)
    .where(and(eq(codeRedemptions.orgId, orgId), sql`${codeRedemptions.referralCodeId} is not null`));
  if (taken) throw used();
  return {
    credit: r.credit,
    expiryDate: addMonths(today, r.validityMonths),
    creditType: REFERRAL_CREDIT,
    description: `Referral code ${code} of ${r.orgName}`,
    promoCodeId: null,
    referralCodeId: r.id,
  };
}

export async function redeemCode(ctx: CallContext, input: CallParsedInput<'credits.redeem'>) {
  const { ownerId, org } = await actingOrg(ctx, input);
  const today = todayUtc();
  const found =
    (await promoOf(ctx.db, org.id, input.code, today)) ??
    (await referralOf(ctx.db, org.id, input.code, today));
  if (!found) throw invalid();
  const accountId = await ensureSpendingAccount(ctx.db, org.id);
  const userId = ctx.user?.id ?? null;
  const grantId = await addGrant(
    ctx.db,
    accountId,
    {
      creditType: found.creditType,
      description: found.description,
      startDate: today,
      expiryDate: found.expiryDate,
      amount: found.credit,
      priority: 0,
      promoCodeId: found.promoCodeId,
      referralCodeId: found.referralCodeId,
    },
    userId,
  );
  // Two redemptions at the same moment: the unique indexes let one through, the other answers ALREADY_USED.
  await onUniqueClash(
    () =>
      ctx.db.insert(codeRedemptions).values({
        orgId: org.id,
        promoCodeId: found.promoCodeId,
        referralCodeId: found.referralCodeId,
        grantId,
        createdBy: userId,
      }),
    { code_redemptions_promo_org_unique: used, code_redemptions_referral_org_unique: used },
  );
  await ctx.audit({
    targetType: 'credit_grant',
    targetId: grantId,
    ownerId,
    after: { orgId: org.id, code: input.code, credit: found.credit, expiryDate: found.expiryDate },
  });
  return {
    message: M.PROMO_APPLIED,
    id: grantId,
    promocredits: found.credit,
    promoexpiry: found.expiryDate,
  };
}
