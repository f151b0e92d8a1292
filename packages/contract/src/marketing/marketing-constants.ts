// Plain constants of the Marketing screens (001 sections 2.9 to 2.11, 3, 4, 5, 8 and 9), apart from the
// zod schemas so the console imports them without zod.

import { RECORD_MESSAGES } from '../common/kit-labels';

export const PROMO_TYPES = ['PROMO', 'POS'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];
export const PROMO_DISCOUNT_TYPES = ['DIS_PERCENT', 'DIS_AMT_USD'] as const;
export const CREDIT_VALIDITY_TYPES = ['date', 'month'] as const;
/** Month validity choices (001 section 9). */
export const VALIDITY_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const PROMO_STATUSES = ['Active', 'Inactive'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
/** The one discount type (001 section 9). */
export const DISCOUNT_TYPES = ['seasonal'] as const;

export const PROMO_SORT_FIELDS = ['code', 'type', 'dateUpdated'] as const;
export const DISCOUNT_SORT_FIELDS = ['name', 'discount', 'startDate', 'endDate'] as const;
export const REFERRAL_SORT_FIELDS = ['code', 'startDate', 'dateUpdated'] as const;

/** What a referral code grants the organisation that redeems it (decision 0182). */
export const REFERRAL_CREDIT_USD = '20.0000';
export const REFERRAL_VALIDITY_MONTHS = 3;

/** The spec's texts (001 sections 5 and 8); ours where it gives none. */
export const MARKETING_MESSAGES = {
  TYPE_REQ: 'Type is required',
  CODE_REQ: 'Code is required',
  CODE_FORMAT: 'Letters, digits, - and _ only',
  DESCRIPTION_REQ: 'Description is required',
  CREDIT_REQ: 'Credit is required',
  CREDIT_NON_ZERO: 'Credit must not be zero',
  VALIDITY_TYPE_REQ: 'Credit validity type is required',
  VALIDITY_VALUE_REQ: 'Credit validity is required',
  VALIDITY_MONTHS: 'Choose 1 to 12 months',
  VALIDITY_BEFORE_START: 'The validity date must not be before the start date',
  DISCOUNT_TYPE_REQ: 'Discount type is required',
  DISCOUNT_AMOUNT_REQ: 'Discount amount is required',
  PERCENT_MAX: 'At most 100 per cent',
  MIN_TOPUP_REQ: 'Minimum top-up amount is required',
  START_AFTER_END: 'The start date must not be after the end date',
  START_BEFORE_TODAY: 'The start date must not be before today',
  PROMO_CODE_EXISTS: 'A promo code with this code already exists',
  NAME_REQ: 'Name is required',
  DISCOUNT_REQ: 'Discount is required',
  DISCOUNT_NON_ZERO: 'Discount must not be zero',
  START_REQ: 'Start date is required',
  END_REQ: 'End date is required',
  END_BEFORE_START: 'The end date must not be before the start date',
  DISCOUNT_NAME_EXISTS: 'Discount Name Already Exists',
  MICROSERVICE_UNKNOWN: 'Choose microservices from the list',
  ORG_UNKNOWN: 'Choose organisations from the list',
  USER_UNKNOWN: 'Choose users from the list',
  ...RECORD_MESSAGES,
  REFERRAL_CREATED: 'Referral code created',
  PROMO_NOT_FOUND: 'Promo code not found',
  DISCOUNT_NOT_FOUND: 'Discount not found',
} as const;
