import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import {
  discountInfoSchema,
  discountListInput,
  discountListOutput,
  discountOptionsInput,
  discountOptionsOutput,
  discountSaveInput,
  promoListInput,
  promoListOutput,
  promoRowSchema,
  promoSaveInput,
  referralGenerateInput,
  referralGenerateOutput,
  referralListInput,
  referralListOutput,
} from './marketing.schema';

// Marketing (001 sections 2.9 to 2.11): the platform's promo codes, discounts and referral codes, for
// the super user and users holding MARKETING (000 section 6), whichever owner they act on.
export const marketingCalls = {
  ...defineCrudCalls(
    'promoCodes',
    {
      list: { input: promoListInput, output: promoListOutput },
      info: { output: promoRowSchema },
      save: { input: promoSaveInput },
      delete: {},
    },
    ROUTES.promoCodes.calls,
    {
      list: 'promo list: the Active or Inactive promo codes, paged, searched and sorted.',
      info: 'A promo code.',
      save: 'promo save: add or update a PROMO (credit) or POS (discount at top-up) code.',
      delete: 'promo delete: delete promo codes (their redemptions and the credits granted stay).',
    },
  ),
  ...defineCrudCalls(
    'discounts',
    {
      list: { input: discountListInput, output: discountListOutput },
      info: { output: discountInfoSchema },
      save: { input: discountSaveInput },
      delete: {},
    },
    ROUTES.discounts.calls,
    {
      list: 'discount list: discounts with their linked microservices.',
      info: 'A discount with its microservices, organisations and users.',
      save: 'discountAdd: add or update a discount.',
      delete: 'deleteDiscount: delete discounts.',
    },
  ),
  ...defineCalls({
    'discounts.options': {
      summary: 'discount dropdowns: the catalogue microservices, organisations and their users.',
      permission: ROUTES.discounts.calls.read,
      mutates: false,
      input: discountOptionsInput,
      output: discountOptionsOutput,
    },
  }),
  ...defineCrudCalls(
    'referralCodes',
    { list: { input: referralListInput, output: referralListOutput } },
    ROUTES.referralCodes.calls,
    {
      list: 'referralList: the organisations’ referral codes.',
    },
  ),
  ...defineCalls({
    'referralCodes.generate': {
      summary: "An organisation's referral code, made on first demand (one per organisation).",
      permission: ROUTES.referralCodes.calls.write,
      mutates: true,
      input: referralGenerateInput,
      output: referralGenerateOutput,
    },
  }),
};
