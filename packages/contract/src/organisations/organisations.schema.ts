import { z } from 'zod';
import { emailText, hasNoNul, optionalText, requiredText } from '../common/fields';
import { idSchema, idsSchema, listQuery, ownerScope, pageOutput, pickedIds } from '../common/list';
import {
  DA_PLAN_TYPES,
  DEFAULT_COMMISSION_PERCENTAGE,
  MEDIA_STATUSES,
  MEDIA_TYPES,
  nonBlankLength,
  ORG_NAME_MIN,
  ORG_STATUSES,
  ROOT_USER_NAME_MIN,
} from './organisation-constants';
import { planAmounts, PLAN_TYPES } from '../owners/owners.schema';
import { ORG_MESSAGES as M } from './organisation-messages';

/** An e-mail: required, trimmed, lower-cased, the standard pattern (labels OD_REQUIRED, EM_VAL). */
export const emailField = emailText(M.EMAIL_REQUIRED, M.EMAIL_INVALID);

const atLeastNonBlank = (min: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(100, 'At most 100 characters')
    .refine(hasNoNul, 'Invalid character')
    .refine((v) => nonBlankLength(v) >= min, message);

export const orgStatusSchema = z.enum(ORG_STATUSES);

export const ORGANISATION_SORT_FIELDS = ['name', 'dateCreated', 'status'] as const;
export const organisationListInput = listQuery(ORGANISATION_SORT_FIELDS).extend({
  /** 002 section 2.9: the toggle between active and deleted organisations. */
  status: orgStatusSchema.default('Active'),
});

export const organisationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.string(),
  description: z.string(),
  dateCreated: z.string(),
  status: orgStatusSchema,
  isMain: z.boolean(),
});
export type OrganisationRow = z.infer<typeof organisationRowSchema>;
export const organisationListOutput = pageOutput(organisationRowSchema);

export const mediaEntrySchema = z.object({
  id: z.number().int(),
  mediaType: z.enum(MEDIA_TYPES),
  mediaStatus: z.enum(MEDIA_STATUSES),
  qrCode: z.string(),
  mobile: z.string(),
});
export type MediaEntry = z.infer<typeof mediaEntrySchema>;

export const newMediaEntry = z.object({
  mediaType: z.enum(MEDIA_TYPES).default('Telegram'),
  mediaStatus: z.enum(MEDIA_STATUSES, { error: 'Required.' }),
  qrCode: optionalText(2000),
  mobile: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d][\d\s()-]*$|^$/, 'A phone number: digits, spaces, +, ( ) and -')
    .default(''),
});

/**
 * What an organisation created from an activation key got (002 section 3, subscription token decoded
 * details): its number of users is enforced on the organisation's users; storage and conversations are
 * shown, since nothing on this platform stores files or counts conversations per organisation yet.
 */
export const organisationSubscriptionSchema = z.object({
  planType: z.enum(PLAN_TYPES),
  planDuration: z.string(),
  planName: z.string().nullable(),
  ...planAmounts,
  assignedAt: z.string(),
});
export type OrganisationSubscription = z.infer<typeof organisationSubscriptionSchema>;

export const organisationInfoSchema = organisationRowSchema.extend({
  ownerId: z.number().int(),
  email: z.string(),
  startDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  activationKey: z.string(),
  publicKey: z.string(),
  rootUserName: z.string(),
  users: z.number().int(),
  deactiveUsers: z.number().int(),
  media: z.array(mediaEntrySchema),
  subscription: organisationSubscriptionSchema.nullable(),
});
export type OrganisationInfo = z.infer<typeof organisationInfoSchema>;

const publicKeyField = z.string().trim().max(4000).refine(hasNoNul, 'Invalid character').default('');

/** 002 section 5, organisation create form. Groups and functions come with the groups and functions issue. */
export const organisationCreateInput = ownerScope.extend({
  name: atLeastNonBlank(ORG_NAME_MIN, M.NAME_MIN),
  clientId: z
    .string({ error: M.CLIENT_ID_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, { message: M.CLIENT_ID_REQUIRED, abort: true })
    .max(50, { message: 'At most 50 characters', abort: true })
    .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Letters, digits, dot, dash and underscore only'),
  rootUserName: atLeastNonBlank(ROOT_USER_NAME_MIN, M.ROOT_USER_MIN),
  email: emailField,
  description: requiredText(M.DESCRIPTION_REQUIRED, 2000),
  publicKey: publicKeyField,
  /** 002 section 3, new organisation: function_ids and pre_def_groups, both optional (section 5). */
  functionIds: pickedIds(1000),
  predefinedGroupIds: pickedIds(100),
});
export type OrganisationCreateInput = z.input<typeof organisationCreateInput>;

/** 002 section 3, organisation edit payload: e-mail, description, public key, media added and removed. */
export const organisationEditInput = ownerScope.extend({
  id: idSchema,
  email: emailField,
  description: requiredText(M.DESCRIPTION_REQUIRED, 2000),
  publicKey: publicKeyField,
  addMedia: z.array(newMediaEntry).max(50).default([]),
  deleteMediaIds: z.array(idSchema).max(200).default([]),
});
export type OrganisationEditInput = z.input<typeof organisationEditInput>;

export const organisationsEmailsOutput = z.object({
  /** Every e-mail of the owner's organisations, lower case (the create form refuses them). */
  organisationEmails: z.array(z.string()),
  /** Every user name of the owner's users, lower case (the add-user chips refuse them). */
  userEmails: z.array(z.string()),
});

export const reactivateInput = ownerScope.extend({ ids: idsSchema });
export const reactivateOutput = z.object({ message: z.string(), reactivated: z.number().int() });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$|^$/, 'A date: YYYY-MM-DD')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);
const amount = z.number({ error: 'A number' }).min(0, 'At least 0').max(1_000_000_000);

/** 002 section 3, DA settings (organisation settings). */
const daSettingsFields = {
  orgId: idSchema,
  accountType: optionalText(100),
  startDate: isoDate,
  endDate: isoDate,
  minCommissionValue: amount.default(0),
  commissionPercentage: amount.max(100, 'At most 100').default(DEFAULT_COMMISSION_PERCENTAGE),
  feePaid: amount.default(0),
  paymentDate: isoDate,
  sdkHosting: optionalText(200),
  sdkEndpoint: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$|^$/, 'An http or https address')
    .default(''),
  planType: z.enum(DA_PLAN_TYPES).default('DA_PT_BASIC'),
  memberType: optionalText(100),
};
const datesInOrder = (v: { startDate: string | null; endDate: string | null }) =>
  !v.startDate || !v.endDate || v.startDate <= v.endDate;
const endAfterStart = { path: ['endDate'], message: M.END_BEFORE_START };
export const daSettingsSchema = z.object(daSettingsFields).refine(datesInOrder, endAfterStart);
export type DaSettings = z.output<typeof daSettingsSchema>;
export type DaSettingsInput = z.input<typeof daSettingsSchema>;
export const daSettingsSaveInput = ownerScope.extend(daSettingsFields).refine(datesInOrder, endAfterStart);
export const orgIdInput = ownerScope.extend({ orgId: idSchema });
