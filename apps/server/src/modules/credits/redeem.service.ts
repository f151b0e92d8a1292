import { and, eq, sql } from 'drizzle-orm';
import { CREDIT_MESSAGES as M, PROMO_CREDIT, REFERRAL_CREDIT, type CallParsedInput } from '@console/contract';
import type { Db } from '../../db/client';
import { codeRedemptions, organisations, referralCodes } from '../../db/schema/index';
import type { CallContext } from '../../http/context';
import { actingOrg } from './credits.service';
import { addGrant, addMonths, ensureSpendingAccount, todayUtc } from './ledger';
import {
  findPromoCode,
  promoErrors,
  recordRedemption,
  refuseIfRedeemed,
  refuseUnlessRunning,
} from './promo-code-rules';

// promoreferral (002 sections 2.7, 7 and 8; decision 0182): a PROMO code of the platform or another
// organisation's referral code, redeemed once per organisation, grants a ledger credit.

const errors = promoErrors('code');

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
  const p = await findPromoCode(db, code);
  if (!p) return null;
  // A POS code is a discount at top-up (decision 0240, on Add credit), not a credit: not redeemable here.
  if (p.type !== 'PROMO' || !p.credit) throw errors.invalid();
  refuseUnlessRunning(p, today, errors);
  const expiryDate =
    p.creditValidityType === 'month'
      ? addMonths(today, Number(p.creditValidityValue))
      : (p.creditValidityValue ?? today);
  if (expiryDate < today) throw errors.expired();
  await refuseIfRedeemed(db, p.id, orgId, errors);
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
  if (r.orgId === orgId || today < r.startDate) throw errors.invalid();
  const [taken] = await db
    .select({ id: codeRedemptions.id })
    .from(codeRedemptions)
    .where(and(eq(codeRedemptions.orgId, orgId), sql`${codeRedemptions.referralCodeId} is not null`));
  if (taken) throw errors.used();
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
  if (!found) throw errors.invalid();
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
  await recordRedemption(
    ctx.db,
    {
      orgId: org.id,
      promoCodeId: found.promoCodeId,
      referralCodeId: found.referralCodeId,
      grantId,
      createdBy: userId,
    },
    errors,
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
