import { z } from 'zod';
import { requiredText, upperCode } from '../common/fields';
import { idSchema, listQuery, ownerScope, pageOutput, saveIdSchema, saveOutput } from '../common/list';
import { namedRowSchema } from '../common/rows';
import { amountSchema, dateText, moneyOut, optionalDate } from '../credits/credits.schema';
import {
  CREDIT_VALIDITY_TYPES,
  DISCOUNT_SORT_FIELDS,
  DISCOUNT_TYPES,
  MARKETING_MESSAGES as M,
  PROMO_DISCOUNT_TYPES,
  PROMO_SORT_FIELDS,
  PROMO_STATUSES,
  PROMO_TYPES,
  REFERRAL_SORT_FIELDS,
} from './marketing-constants';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An optional amount: '' or missing is none. */
const optionalAmount = (required: string, nonZero: string) =>
  z.preprocess(blankToUndefined, amountSchema(required, nonZero).optional());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

// Promo codes (001 section 3) ----------------------------------------------------------------------------

export const promoRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(PROMO_TYPES),
  code: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  credit: moneyOut.nullable(),
  creditValidityType: z.enum(CREDIT_VALIDITY_TYPES).nullable(),
  creditValidityValue: z.string().nullable(),
  discountType: z.enum(PROMO_DISCOUNT_TYPES).nullable(),
  discountAmount: moneyOut.nullable(),
  minTopupAmount: moneyOut.nullable(),
  /** Active between its start and end dates (001 section 4: supplied by the server). */
  status: z.enum(PROMO_STATUSES),
  /** How many organisations redeemed it. */
  redeemed: z.number().int(),
  dateUpdated: z.string(),
});
export type PromoRow = z.infer<typeof promoRowSchema>;

export const promoListInput = listQuery(PROMO_SORT_FIELDS).extend({
  status: z.enum(PROMO_STATUSES).default('Active'),
});
export const promoListOutput = pageOutput(promoRowSchema);

export const promoFields = ownerScope.extend({
  id: saveIdSchema,
  type: z.enum(PROMO_TYPES, { error: M.TYPE_REQ }),
  code: upperCode(M.CODE_REQ, /^[A-Z0-9_-]+$/, M.CODE_FORMAT, 40),
  description: requiredText(M.DESCRIPTION_REQ, 500),
  /** Empty: today (001 section 5). */
  startDate: optionalDate(),
  endDate: optionalDate(),
  credit: optionalAmount(M.CREDIT_REQ, M.CREDIT_NON_ZERO),
  creditValidityType: optionalEnum(CREDIT_VALIDITY_TYPES, M.VALIDITY_TYPE_REQ),
  /** A date (validity type date) or a number of months, 1 to 12 (type month). */
  creditValidityValue: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z.string().trim().max(10).optional(),
  ),
  discountType: optionalEnum(PROMO_DISCOUNT_TYPES, M.DISCOUNT_TYPE_REQ),
  discountAmount: optionalAmount(M.DISCOUNT_AMOUNT_REQ, M.DISCOUNT_AMOUNT_REQ),
  minTopupAmount: optionalAmount(M.MIN_TOPUP_REQ, M.MIN_TOPUP_REQ),
});
type PromoFields = z.output<typeof promoFields>;

/** The rules of 001 section 5 that tie fields together (the server adds those that need today). */
export function checkPromo(v: PromoFields, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.startDate && v.endDate && v.startDate > v.endDate) issue('endDate', M.START_AFTER_END);
  if (v.type === 'PROMO') {
    if (!v.credit) issue('credit', M.CREDIT_REQ);
    if (!v.creditValidityType) issue('creditValidityType', M.VALIDITY_TYPE_REQ);
    else if (!v.creditValidityValue) issue('creditValidityValue', M.VALIDITY_VALUE_REQ);
    else if (v.creditValidityType === 'month') {
      if (!/^(?:[1-9]|1[0-2])$/.test(v.creditValidityValue)) issue('creditValidityValue', M.VALIDITY_MONTHS);
    } else if (!dateText().safeParse(v.creditValidityValue).success)
      issue('creditValidityValue', 'A date written YYYY-MM-DD');
    else if (v.startDate && v.creditValidityValue < v.startDate)
      issue('creditValidityValue', M.VALIDITY_BEFORE_START);
  } else {
    if (!v.discountType) issue('discountType', M.DISCOUNT_TYPE_REQ);
    if (!v.discountAmount) issue('discountAmount', M.DISCOUNT_AMOUNT_REQ);
    else if (v.discountType === 'DIS_PERCENT' && Number(v.discountAmount) > 100)
      issue('discountAmount', M.PERCENT_MAX);
    if (!v.minTopupAmount) issue('minTopupAmount', M.MIN_TOPUP_REQ);
  }
}

/** promo save (001 sections 3, 4 and 5): a PROMO keeps only its credit fields, a POS only its discount. */
export const promoSaveInput = promoFields.superRefine(checkPromo);
export type PromoSaveInput = z.input<typeof promoSaveInput>;

// Discounts (001 section 3) ------------------------------------------------------------------------------

export const discountRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Per cent off the metered price (decision 0183). */
  discount: moneyOut,
  discountType: z.enum(DISCOUNT_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  /** The linked microservices: the 'click' link's list. */
  micros: z.array(namedRowSchema),
  dateUpdated: z.string(),
});
export type DiscountRow = z.infer<typeof discountRowSchema>;
export const discountInfoSchema = discountRowSchema.extend({
  orgs: z.array(namedRowSchema),
  users: z.array(namedRowSchema),
});
export type DiscountInfo = z.infer<typeof discountInfoSchema>;

export const discountListInput = listQuery(DISCOUNT_SORT_FIELDS);
export const discountListOutput = pageOutput(discountRowSchema);

const ids = z.array(idSchema).max(500).default([]);

/** discountAdd (001 sections 3 and 5): name, a non-zero discount, end not before start. */
export const discountSaveInput = ownerScope
  .extend({
    id: saveIdSchema,
    name: requiredText(M.NAME_REQ, 100),
    discount: amountSchema(M.DISCOUNT_REQ, M.DISCOUNT_NON_ZERO).refine(
      (v) => Number(v) <= 100,
      M.PERCENT_MAX,
    ),
    discountType: z.enum(DISCOUNT_TYPES).default('seasonal'),
    startDate: dateText(M.START_REQ),
    endDate: dateText(M.END_REQ),
    micros: ids,
    orgs: ids,
    users: ids,
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.END_BEFORE_START });
  });
export type DiscountSaveInput = z.input<typeof discountSaveInput>;

/** discount dropdowns (001 section 7): the catalogue's microservices, organisations and their users. */
export const discountOptionsInput = ownerScope.extend({ orgIds: z.array(idSchema).max(500).default([]) });
export const discountOptionsOutput = z.object({
  micros: z.array(namedRowSchema),
  orgs: z.array(namedRowSchema.extend({ ownerName: z.string() })),
  /** The users of the organisations named by `orgIds`. */
  users: z.array(namedRowSchema.extend({ orgId: z.number().int() })),
});

// Referral codes (001 section 3) -------------------------------------------------------------------------

export const referralRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  startDate: z.string(),
  description: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  credit: moneyOut,
  /** How many organisations redeemed it. */
  redeemed: z.number().int(),
  dateUpdated: z.string(),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;
export const referralListInput = listQuery(REFERRAL_SORT_FIELDS);
export const referralListOutput = pageOutput(referralRowSchema);

export const referralGenerateInput = ownerScope.extend({ orgId: idSchema });
export const referralGenerateOutput = saveOutput.extend({
  code: z.string(),
});
