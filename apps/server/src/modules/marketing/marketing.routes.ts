import { areaHandlers } from '../../crud/area-handlers';
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
  ...areaHandlers('promoCodes', { list: listPromos, info: promoInfo, save: savePromo, delete: deletePromos }),
  ...areaHandlers('discounts', {
    list: listDiscounts,
    info: discountInfo,
    options: discountOptions,
    save: saveDiscount,
    delete: deleteDiscounts,
  }),
  ...areaHandlers('referralCodes', { list: listReferrals, generate: generateReferral }),
} satisfies Partial<Handlers>;
