// Plain constants of subscriptions and activation keys (001 sections 2.3, 5, 8, 9; 002 sections 3, 5, 8),
// apart from the zod schemas so the console imports them without zod.

/** Plan durations of a generated key, with the months each lasts (001 section 9; default '1 Year'). */
export const SUBSCRIPTION_DURATION_MONTHS = {
  '1 Month(Trial)': 1,
  '1 month': 1,
  '3 month': 3,
  '6 month': 6,
  '1 Year': 12,
} as const;
export const SUBSCRIPTION_DURATIONS = Object.keys(SUBSCRIPTION_DURATION_MONTHS) as Array<
  keyof typeof SUBSCRIPTION_DURATION_MONTHS
>;
export type SubscriptionDuration = keyof typeof SUBSCRIPTION_DURATION_MONTHS;

/** Tables cut the activation key, description and details to this many characters (001 section 9). */
export const SUBSCRIPTION_CUT = 30;
/** How long a generated activation key can be used to create its organisation. */
export const ACTIVATION_KEY_VALID_DAYS = 30;

export const SUBSCRIPTION_PLAN_SORT_FIELDS = ['planName', 'price', 'dateCreated'] as const;
export const USER_SUBSCRIPTION_SORT_FIELDS = [
  'ownerName',
  'orgName',
  'planDuration',
  'planType',
  'dateCreated',
] as const;

/** The spec's texts of this area (001 sections 5 and 8, 002 sections 5 and 8); ours where it gives none. */
export const SUBSCRIPTION_MESSAGES = {
  PLAN_NAME_REQ: 'Plan Name is required',
  USERS_REQ: 'No of users is required',
  FILE_SIZE_REQ: 'Filesize is required',
  PRICE_REQ: 'Price is required',
  DESCRIPTION_REQ: 'Description is required',
  DETAILS_REQ: 'Details is required',
  PLAN_REQ: 'Plan is required',
  REQUIRED: 'Required.',
  EMAIL_REQ: 'E-mail is required',
  EMAIL_INVALID: 'E-mail must be valid',
  ORG_NAME_REQ: 'Organisation name is required',
  PLAN_NAME_EXISTS: 'A subscription plan of this name already exists',
  PLAN_IN_USE: 'This plan is assigned to user subscriptions: assign them another plan first',
  OWNER_CANNOT_CREATE: 'This owner cannot create organisations: choose a platform or team-space owner',
  PLAN_ADDED: 'Subscription Plan Added!',
  PLAN_ADDED_TEXT: 'Your plan has been successfully added.',
  PLAN_UPDATED: 'Subscription Plan Updated!',
  PLAN_UPDATED_TEXT: 'Your plan has been updated successfully.',
  PLAN_REMOVED: 'Subscription Plan Removed!',
  PLAN_REMOVED_TEXT: 'Your subscription plan has been successfully deleted.',
  SUBSCRIPTION_UPDATED: 'Subscription Updated!',
  KEY_GENERATED: 'Token generated successfully',
  KEY_REQ: 'Activation Key is required',
  KEY_INVALID: 'This activation key is not valid: it was changed or was not issued by this platform',
  KEY_EXPIRED: 'This activation key has expired: ask for a new one',
  KEY_USED: 'This activation key has already been used',
  KEY_OTHER_OWNER: 'This activation key was issued for another owner',
  ORG_CREATED_WITH_KEY: 'Organization successfully created and Subscription Token assigned!',
} as const;
