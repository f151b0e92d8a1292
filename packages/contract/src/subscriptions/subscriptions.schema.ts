import { z } from 'zod';
import { emailText, requiredText } from '../common/fields';
import { idSchema, listQuery, ownerScope, pageOutput, saveIdSchema, saveOutput } from '../common/list';
import { organisationCreateInput } from '../organisations/organisations.schema';
import { planAmountFields, planAmounts, PLAN_TYPES, requirePlanAmounts } from '../owners/owners.schema';
import {
  SUBSCRIPTION_DURATIONS,
  SUBSCRIPTION_MESSAGES as M,
  SUBSCRIPTION_PLAN_SORT_FIELDS,
  USER_SUBSCRIPTION_SORT_FIELDS,
} from './subscription-constants';

// Subscription plans (001 section 3) ------------------------------------------------------------------

export const subscriptionPlanRowSchema = z.object({
  id: z.number().int(),
  planName: z.string(),
  noOfUsers: z.number().int(),
  /** GB. */
  fileSize: z.number().int(),
  /** Text, as the spec keeps it ('49 USD / month'). */
  price: z.string(),
  description: z.string(),
  details: z.string(),
  dateCreated: z.string(),
});
export type SubscriptionPlanRow = z.infer<typeof subscriptionPlanRowSchema>;

export const subscriptionPlanListInput = listQuery(SUBSCRIPTION_PLAN_SORT_FIELDS);
export const subscriptionPlanListOutput = pageOutput(subscriptionPlanRowSchema);

/** A count typed in a form ('' is missing, not 0): whole, at least 1 (001 section 5: numbers not 0). */
const requiredCount = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ error: message }).int('A whole number').min(1, message).max(1_000_000, 'Too large'),
  );

/** addsubscription / updatesubscription (001 sections 5 and 7). */
export const subscriptionPlanSaveInput = ownerScope.extend({
  id: saveIdSchema,
  planName: requiredText(M.PLAN_NAME_REQ, 100),
  noOfUsers: requiredCount(M.USERS_REQ),
  fileSize: requiredCount(M.FILE_SIZE_REQ),
  price: requiredText(M.PRICE_REQ, 50),
  description: requiredText(M.DESCRIPTION_REQ, 2000),
  details: requiredText(M.DETAILS_REQ, 4000),
});
export type SubscriptionPlanSaveInput = z.input<typeof subscriptionPlanSaveInput>;

// User subscriptions and their activation keys (001 section 3, 002 section 3) --------------------------

export const planTypeSchema = z.enum(PLAN_TYPES);
export const subscriptionDurationSchema = z.enum(SUBSCRIPTION_DURATIONS, { error: M.REQUIRED });

/** 002 section 3, subscription token decoded details: what an activation key carries. */
export const activationKeyDetailsSchema = z.object({
  orgName: z.string(),
  email: z.string(),
  planDuration: subscriptionDurationSchema,
  planType: planTypeSchema,
  ...planAmounts,
});
export type ActivationKeyDetails = z.infer<typeof activationKeyDetailsSchema>;

export const userSubscriptionRowSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** The organisation created from the key; null until the key is used. */
  orgId: z.number().int().nullable(),
  orgName: z.string(),
  planId: z.number().int().nullable(),
  planName: z.string(),
  planType: planTypeSchema,
  planDuration: subscriptionDurationSchema,
  tokenType: z.string(),
  activationKey: z.string(),
  /** When the key created its organisation; null while it is unused. */
  usedAt: z.string().nullable(),
  dateCreated: z.string(),
});
export type UserSubscriptionRow = z.infer<typeof userSubscriptionRowSchema>;

export const userSubscriptionInfoSchema = userSubscriptionRowSchema.extend({
  details: activationKeyDetailsSchema,
  expiresAt: z.string(),
});
export type UserSubscriptionInfo = z.infer<typeof userSubscriptionInfoSchema>;

export const userSubscriptionListInput = listQuery(USER_SUBSCRIPTION_SORT_FIELDS);
export const userSubscriptionListOutput = pageOutput(userSubscriptionRowSchema);

/**
 * The user subscription edit (001 section 5: owner, org, plan id, name and type required). Owner, org,
 * plan type and the rest are signed into the key and cannot change; the edit assigns the plan (id and name).
 */
export const userSubscriptionSaveInput = ownerScope.extend({
  id: idSchema,
  planId: z.number({ error: M.PLAN_REQ }).int().positive(M.PLAN_REQ).max(2_147_483_647),
});
export type UserSubscriptionSaveInput = z.input<typeof userSubscriptionSaveInput>;

/** 001 section 5, e-mail of the generate-key dialog: 'E-mail is required' / 'E-mail must be valid'. */
const keyEmail = emailText(M.EMAIL_REQ, M.EMAIL_INVALID);

/** generatetoken (001 sections 3, 5 and 7): the token generation request. */
export const generateKeyInput = ownerScope
  .extend({
    /** The owner the key is for (PM or TS: owners that create organisations). */
    owner: z.number({ error: M.REQUIRED }).int().positive(M.REQUIRED).max(2_147_483_647),
    // The organisation the key creates, under the organisation create form's rule (002 section 5).
    orgName: organisationCreateInput.shape.name,
    email: keyEmail,
    planDuration: subscriptionDurationSchema.default('1 Year'),
    ...planAmountFields,
    planType: planAmountFields.planType.default('Named Users'),
  })
  .superRefine(requirePlanAmounts);
export type GenerateKeyInput = z.input<typeof generateKeyInput>;

export const generateKeyOutput = saveOutput.extend({
  /** The signed activation key (a JWT), answered for the key-success dialog. */
  activationKey: z.string(),
});

/** 002 section 5, subscription token: required, trimmed ('Activation Key is required'). */
export const activationKeyInput = ownerScope.extend({
  activationKey: z.string({ error: M.KEY_REQ }).trim().min(1, M.KEY_REQ).max(8000, M.KEY_INVALID),
});

export const verifyKeyOutput = z.object({
  details: activationKeyDetailsSchema,
  expiresAt: z.string(),
});

export const createFromKeyOutput = saveOutput.extend({
  rootUserId: z.number().int(),
});
