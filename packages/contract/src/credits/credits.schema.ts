import { z } from 'zod';
import { optionalText } from '../common/fields';
import { idSchema, listQuery, ownerScope, pageOutput, saveOutput } from '../common/list';
import {
  CREDIT_MESSAGES as M,
  CREDIT_SORT_FIELDS,
  CREDIT_STATES,
  CREDIT_TYPES,
  MARKETING_CREDIT,
} from './credit-constants';
import { money, MONEY_PATTERN } from './money';

/** A calendar date, YYYY-MM-DD, that exists. */
export const dateText = (message: string = M.DATE_FORMAT) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message, abort: true })
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      message,
    );

/** An optional date: '' or missing is none. */
export const optionalDate = (message?: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), dateText(message).optional());

/**
 * A positive, non-zero amount typed in a form or sent as a decimal (002 section 5: non-zero, digits
 * only): kept as its exact decimal text, never as a float.
 */
export const amountSchema = (required: string = M.AMOUNT_REQ, nonZero: string = M.AMOUNT_NON_ZERO) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: required })
      .min(1, { message: required, abort: true })
      .regex(MONEY_PATTERN, { message: M.AMOUNT_FORMAT, abort: true })
      .refine((v) => !v.startsWith('-'), { message: M.AMOUNT_FORMAT, abort: true })
      .refine((v) => !money(v).isZero(), nonZero)
      .transform((v) => money(v).toFixed(4)),
  );

/** An amount as answered: exact decimal text with four decimals ('12.5000'). */
export const moneyOut = z.string().regex(MONEY_PATTERN);

export const creditTypeSchema = z.enum(CREDIT_TYPES, { error: M.TYPE_REQ });

/** 002 section 3, credit record (credit and reCredit as exact decimal text). */
export const creditRowSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  acId: z.number().int(),
  orgName: z.string(),
  creditType: z.string(),
  description: z.string(),
  startDate: z.string(),
  expiryDate: z.string(),
  credit: moneyOut,
  /** What is left: for an expired grant, what was left unused when it expired. */
  reCredit: moneyOut,
  priority: z.number().int(),
  /** 'A' active, 'E' expired. */
  status: z.enum(['A', 'E']),
  /** Days until expiry while active (0: expires today), null once expired. */
  expiresInDays: z.number().int().nullable(),
});
export type CreditRow = z.infer<typeof creditRowSchema>;

export const creditListInput = listQuery(CREDIT_SORT_FIELDS).extend({
  orgId: idSchema,
  state: z.enum(CREDIT_STATES).default('active'),
  /** Select Type: only grants of this credit type. */
  creditType: creditTypeSchema.optional(),
});
export const creditListOutput = pageOutput(creditRowSchema).extend({
  /** The Spending account's balance, derived from its ledger entries. */
  balance: moneyOut,
});

export const creditOrgsOutput = z.object({
  results: z.array(z.object({ id: z.number().int(), name: z.string(), isMain: z.boolean() })),
});

/** 002 section 3, account record. */
export const creditAccountSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  acNumber: z.string(),
  acType: z.string(),
  balance: moneyOut,
});
export const orgInput = ownerScope.extend({ orgId: idSchema });
export const creditAccountsOutput = z.object({ result: z.array(creditAccountSchema) });

/** A promo, referral or POS code as typed: upper case, non-empty ('Invalid promo code'). */
const promoCodeText = z
  .string({ error: M.PROMO_INVALID })
  .trim()
  .toUpperCase()
  .min(1, M.PROMO_INVALID)
  .max(60, M.PROMO_INVALID);

/**
 * updatecreditexpiry (002 sections 5 and 9): dates only for marketing credit; the service's defaults.
 * Any other type is a top-up, which may name a POS code (decision 0240).
 */
export const addCreditInput = orgInput
  .extend({
    creditType: creditTypeSchema,
    amount: amountSchema(),
    description: optionalText(500),
    startDate: optionalDate(),
    expiryDate: optionalDate(),
    priority: z.coerce.number().int().min(0).max(1000).default(0),
    posCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), promoCodeText.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.creditType !== MARKETING_CREDIT) return;
    if (v.posCode) ctx.addIssue({ code: 'custom', path: ['posCode'], message: M.POS_TOPUP_ONLY });
    if (v.startDate && v.expiryDate && v.expiryDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: M.EXPIRY_BEFORE_START });
  });
export type AddCreditInput = z.input<typeof addCreditInput>;

export const addCreditOutput = saveOutput.extend({
  balance: moneyOut,
  /**
   * A top-up's POS code and the bonus credit it gave (its grant; no grant when the bonus rounds to
   * nothing); null without a POS code.
   */
  bonus: z.object({ code: z.string(), credit: moneyOut, id: z.number().int().nullable() }).nullable(),
});

/** promoreferral (002 sections 5 and 7): a promo or referral code, non-empty ('Invalid promo code'). */
export const redeemInput = orgInput.extend({ code: promoCodeText });
/** 002 section 3, promo result. */
export const redeemOutput = saveOutput.extend({
  promocredits: moneyOut,
  promoexpiry: z.string(),
});

export const balanceHistoryOutput = z.object({
  points: z.array(z.object({ date: z.string(), balance: moneyOut })),
  balance: moneyOut,
});

// The gateway's metering call (not a console call: its own service key) ------------------------------

export const METERING_PATH = '/api/gateway/usage';
export const METERING_KEY_HEADER = 'x-service-key';

export const meteringInput = z.object({
  orgId: idSchema,
  /** One per usage record: the same key again answers the first record (safe to retry). */
  usageKey: z
    .string({ error: 'Required.' })
    .trim()
    .min(1, 'Required.')
    .max(200, 'At most 200 characters')
    .regex(/^[\x21-\x7e]+$/, 'Printable characters without spaces'),
  /** The list price of the usage, before any discount. */
  amount: amountSchema('Required.', 'Must not be zero'),
  /** The microservice used; a running discount linked to it lowers the price. */
  microserviceId: idSchema.optional(),
  /**
   * The user whose API key made the call, an active user of the organisation: a running discount that
   * names users lowers the price of their usages only.
   */
  userId: idSchema.optional(),
});
export type MeteringInput = z.input<typeof meteringInput>;

export const meteringOutput = z.object({
  usageId: z.number().int(),
  /** What was taken from the account, after any discount. */
  charged: moneyOut,
  discountId: z.number().int().nullable(),
  /** The account's balance after this usage. */
  balance: moneyOut,
  /** True when this usage key was already recorded: nothing was taken again. */
  replayed: z.boolean(),
});
