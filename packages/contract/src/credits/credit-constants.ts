// Plain constants of credit management (002 sections 2.7, 3, 5, 8, 9), apart from the zod schemas so
// the console imports them without zod.

/** The credit type that is a marketing credit (002 section 3); only it takes start and expiry dates. */
export const MARKETING_CREDIT = 'ADD_CRE_MARK_CRED';
/** Every credit type (code list CREDIT_TYPE); any other than marketing credit is shown as a top-up. */
export const CREDIT_TYPES = [
  'ADD_CRE_MARK_CRED',
  'ADD_CRE_TOPUP',
  'ADD_CRE_PROMO',
  'ADD_CRE_REFERRAL',
  'ADD_CRE_POS',
] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];
/** The credit a redeemed promo code grants. */
export const PROMO_CREDIT: CreditType = 'ADD_CRE_PROMO';
/** The credit a redeemed referral code grants. */
export const REFERRAL_CREDIT: CreditType = 'ADD_CRE_REFERRAL';
/** The bonus a POS code adds to a top-up, given as credit (decision 0240). */
export const POS_CREDIT: CreditType = 'ADD_CRE_POS';

/** The account credits are used from (002 section 3). */
export const SPENDING_ACCOUNT = 'Spending';
/** Grants expiring within this many days carry a warning (002 sections 4 and 9). */
export const EXPIRY_WARNING_DAYS = 10;
/** The add-credit dialog's expiry default (002 section 9); the service's is a year. */
export const DIALOG_EXPIRY_MONTHS = 6;
export const SERVICE_EXPIRY_MONTHS = 12;
/** The balance chart's span. */
export const BALANCE_HISTORY_DAYS = 90;

export const CREDIT_STATES = ['active', 'expired'] as const;
export type CreditState = (typeof CREDIT_STATES)[number];
export const CREDIT_SORT_FIELDS = ['priority', 'startDate', 'expiryDate', 'credit', 'balance'] as const;

/** The promo results of 002 section 8, answered as the error's code; the console reads PROMO_REFERRAL_ERROR_MSG. */
export const PROMO_RESULTS = ['EXPIRED', 'ALREADY_USED', 'INVALID'] as const;
export type PromoResult = (typeof PROMO_RESULTS)[number];

/** The spec's texts of this area (002 sections 5, 8 and 9); ours where it gives none. */
export const CREDIT_MESSAGES = {
  TYPE_REQ: 'Credit type is required',
  AMOUNT_REQ: 'Amount is required',
  AMOUNT_NON_ZERO: 'Amount must not be zero',
  AMOUNT_FORMAT: 'Digits only, at most 4 decimals',
  DATE_FORMAT: 'A date written YYYY-MM-DD',
  EXPIRY_BEFORE_START: 'The expiry date must not be before the start date',
  ORG_REQ: 'Select an organisation',
  PROMO_INVALID: 'Invalid promo code',
  PROMO_EXPIRED: 'This promo code has expired',
  PROMO_USED: 'This promo code has already been used',
  PROMO_DIFFERENT: 'Please enter a different code',
  POS_TOPUP_ONLY: 'A POS code applies to a top-up only, not to a marketing credit',
  /** {amount} in the credit format, '0,0.00'. */
  POS_MIN_TOPUP: 'The minimum top-up for this POS code is {amount} USD',
  CREDIT_ADDED: 'Credit added',
  PROMO_APPLIED: 'Promo code applied',
  NO_DATA: 'no data found',
  INSUFFICIENT: 'The balance of the account is too low for this usage',
  USAGE_KEY_REUSED: 'This usage key was already recorded with another amount or microservice',
  ORG_NOT_FOUND: 'Organisation not found',
  USAGE_USER_UNKNOWN: 'Not an active user of this organisation',
  USAGE_MICROSERVICE_UNKNOWN: 'Microservice not found',
  USAGE_MICROSERVICE_FORBIDDEN: 'This organisation has no access to this microservice',
} as const;
