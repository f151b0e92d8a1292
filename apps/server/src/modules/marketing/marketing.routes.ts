import type { Handlers } from '../../http/context';
import {
  deleteDiscounts,
  discountInfo,
  discountOptions,
  listDiscounts,
  saveDiscount,
} from './discounts.service';
import { deletePromos, listPromos, promoInfo, savePromo } from './promo-codes.service';
import { generateReferral, listReferrals } from './referral-codes.service';

export const marketingHandlers = {
  'promoCodes.list': (input, ctx) => listPromos(ctx, input),
  'promoCodes.info': (input, ctx) => promoInfo(ctx, input),
  'promoCodes.save': (input, ctx) => savePromo(ctx, input),
  'promoCodes.delete': (input, ctx) => deletePromos(ctx, input),
  'discounts.list': (input, ctx) => listDiscounts(ctx, input),
  'discounts.info': (input, ctx) => discountInfo(ctx, input),
  'discounts.options': (input, ctx) => discountOptions(ctx, input),
  'discounts.save': (input, ctx) => saveDiscount(ctx, input),
  'discounts.delete': (input, ctx) => deleteDiscounts(ctx, input),
  'referralCodes.list': (input, ctx) => listReferrals(ctx, input),
  'referralCodes.generate': (input, ctx) => generateReferral(ctx, input),
} satisfies Partial<Handlers>;
