import { z } from 'zod';
import { hasNoNul } from '../common/fields';
import { idSchema, idsSchema, listQuery, ownerScope, pageOutput } from '../common/list';
import { isStrongPassword, ORG_STATUSES, PASSWORD_RULE_MESSAGE, USER_TYPES } from './organisation-constants';
import { ORG_MESSAGES as M } from './organisation-messages';
import { emailField } from './organisations.schema';

/** 002 section 5: the strength rule of every password a user is given. */
export const strongPassword = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .max(200, 'At most 200 characters')
  .refine(hasNoNul, 'Invalid character')
  .refine(isStrongPassword, PASSWORD_RULE_MESSAGE);

export const userTypeSchema = z.enum(USER_TYPES, { error: 'User type is required' });
export const userStatusSchema = z.enum(ORG_STATUSES);

export const USER_SORT_FIELDS = ['userName', 'lastActivity', 'dateCreated'] as const;
export const userListInput = listQuery(USER_SORT_FIELDS).extend({
  orgId: idSchema,
  /** 002 section 2.11: show deleted users. */
  status: userStatusSchema.default('Active'),
});

export const userRowSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
  rootUser: z.boolean(),
  /** Group names (filled by the groups and functions issue). */
  groups: z.array(z.string()),
  lastActivity: z.string().nullable(),
  createdBy: z.string().nullable(),
  dateCreated: z.string(),
  status: userStatusSchema,
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userListOutput = pageOutput(userRowSchema);

/** A user's own API key as shown after creation: its prefix, never the whole key again. */
export const apiKeyStateSchema = z.object({
  apiKeyPrefix: z.string().nullable(),
  apiKeyCreatedAt: z.string().nullable(),
  /** When the owner's maximum key lifetime ends it; null when the owner sets none. */
  apiKeyExpiresAt: z.string().nullable(),
  apiKeyExpired: z.boolean(),
});

export const userInfoSchema = userRowSchema.extend({
  orgId: z.number().int(),
  email: z.string(),
  ...apiKeyStateSchema.shape,
  /** 002 section 6: a main-organisation user viewing their own record cannot regenerate their key. */
  mayRegenerateKey: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** 002 section 3, new user form: e-mails (as chips or from a spreadsheet), type and an optional password. */
export const userCreateInput = ownerScope
  .extend({
    orgId: idSchema,
    emails: z.array(emailField).min(1, 'Add at least one e-mail').max(1000, 'At most 1,000 users at once'),
    userType: userTypeSchema,
    /** Set-password option; without it each user gets an e-mail with a link to set one. */
    password: strongPassword.optional(),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.emails.forEach((e, i) => {
      if (seen.has(e)) ctx.addIssue({ code: 'custom', path: ['emails', i], message: M.USER_EXISTS });
      seen.add(e);
    });
  });
export type UserCreateInput = z.input<typeof userCreateInput>;

export const createdUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** The user's API key in full: shown this once, stored only as a hash. */
  apiKey: z.string(),
  apiKeyPrefix: z.string(),
});
export const userCreateOutput = z.object({ message: z.string(), created: z.array(createdUserSchema) });

export const userEditInput = ownerScope.extend({ id: idSchema, userType: userTypeSchema });

export const userPasswordInput = ownerScope.extend({ id: idSchema, password: strongPassword });
export const regenerateKeyOutput = z.object({
  message: z.string(),
  apiKey: z.string(),
  apiKeyPrefix: z.string(),
  apiKeyExpiresAt: z.string().nullable(),
});

export const userIdsInput = ownerScope.extend({ ids: idsSchema });
export const resetPasswordOutput = z.object({ message: z.string(), sent: z.number().int() });

/** The user-limit check: the owner's quota, and with `orgId` also that organisation's subscription. */
export const userLimitInput = ownerScope.extend({ orgId: idSchema.optional() });

/** 002 section 3, user quota: the result of the user-limit check. */
export const userLimitSchema = z.object({
  quota: z.number().int(),
  used: z.number().int(),
  reached: z.boolean(),
  message: z.string(),
  /** Whose limit this is: the owner's user quota, or the organisation's subscription (not raised in Owner Settings). */
  scope: z.enum(['owner', 'organisation']).default('owner'),
});

/** The set-new-password page: the link's token and the new password. */
export const setPasswordByLinkInput = z.object({
  token: z.string().trim().min(20, M.LINK_INVALID).max(200, M.LINK_INVALID),
  password: strongPassword,
});
