import { z } from 'zod';
import { ownerTypeSchema } from '../auth/auth.schema';
import { requiredText } from '../common/fields';
import { idSchema } from '../common/list';

export const PLAN_DURATIONS = ['1 Year', '1 Month(Trial)'] as const;
export const PLAN_TYPES = ['Named Users', 'Conversation'] as const;
export const PRODUCT_NAME = 'Modelhub';
export const INSTALLATION_TYPES = [`${PRODUCT_NAME} Cloud`, 'AWS', 'GCP', 'Air Gap'] as const;

export const ownerRowSchema = z.object({
  ownerId: z.number().int(),
  ownerName: z.string(),
  ownerCode: z.string(),
  ownerType: ownerTypeSchema,
  redisCloud: z.string().nullable(),
  desc: z.string(),
  name: z.string(),
  userName: z.string(),
  dateCreated: z.string(),
  status: z.enum(['Active', 'Inactive']),
});
export type OwnerRow = z.infer<typeof ownerRowSchema>;

export const ownerInfoSchema = z.object({
  ownerId: z.number().int(),
  ownerName: z.string(),
  ownerType: ownerTypeSchema,
  name: z.string(),
  desc: z.string(),
  clientId: z.string(),
  userName: z.string(),
  email: z.string(),
  domainName: z.string().nullable(),
  installationType: z.string().nullable(),
  clusterId: z.string().nullable(),
  startDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  nodeRedUrl: z.string().nullable(),
});
export type OwnerInfo = z.infer<typeof ownerInfoSchema>;

const positiveCount = (message: string) => z.number({ error: message }).int(message).min(0, message);

/**
 * The plan of an owner or of an activation key (001 section 3: plan type, number of users, storage for
 * Named Users, conversations for Conversation); `requirePlanAmounts` adds the rule between them.
 */
export const planAmountFields = {
  planType: z.enum(PLAN_TYPES, { error: 'Required.' }),
  noOfUsers: positiveCount('Required.').min(1, 'Required.'),
  fileSize: positiveCount('Required.').default(0),
  noOfConversation: positiveCount('Required.').default(0),
};

/** The plan's amounts as answered (an activation key's, an organisation's subscription). */
export const planAmounts = {
  noOfUsers: z.number().int(),
  /** Total storage, GB (Named Users). */
  fileSize: z.number().int(),
  noOfConversation: z.number().int(),
};

/** 001 section 5: Named Users needs storage above 0, Conversation a number of conversations above 0. */
export function requirePlanAmounts(
  v: { planType: (typeof PLAN_TYPES)[number]; fileSize: number; noOfConversation: number },
  ctx: z.RefinementCtx,
) {
  if (v.planType === 'Named Users' && !(v.fileSize > 0))
    ctx.addIssue({ code: 'custom', path: ['fileSize'], message: 'Required.' });
  if (v.planType === 'Conversation' && !(v.noOfConversation > 0))
    ctx.addIssue({ code: 'custom', path: ['noOfConversation'], message: 'Required.' });
}

/** The amounts a plan keeps: storage for Named Users, conversations for Conversation, the other 0. */
export const keptPlanAmounts = (v: {
  planType: (typeof PLAN_TYPES)[number];
  noOfUsers: number;
  fileSize: number;
  noOfConversation: number;
}) => ({
  planType: v.planType,
  noOfUsers: v.noOfUsers,
  fileSize: v.planType === 'Named Users' ? v.fileSize : 0,
  noOfConversation: v.planType === 'Conversation' ? v.noOfConversation : 0,
});

export const addOwnerInput = z
  .object({
    ownerName: requiredText('Owner name is required', 100),
    orgName: requiredText('Organisation name is required', 100),
    clientId: z
      .string()
      .trim()
      .toLowerCase()
      .max(50)
      .regex(/^[a-z0-9][a-z0-9._-]*$|^$/, 'Letters, digits, dot, dash and underscore only')
      .default(''),
    email: z.string().trim().min(1, 'Required.').pipe(z.email('E-mail must be valid')),
    adminUserName: requiredText('Admin user name is required', 200),
    adminPassword: z.string().min(8, 'Min 8 characters').max(200),
    installationType: z.enum(INSTALLATION_TYPES, { error: 'Required.' }),
    clusterId: requiredText('Required.', 100),
    planDuration: z.enum(PLAN_DURATIONS, { error: 'Required.' }),
    ...planAmountFields,
    desc: requiredText('Description is required', 2000),
    functionIds: z.array(idSchema).max(500).default([]),
  })
  .superRefine(requirePlanAmounts);
export type AddOwnerInput = z.input<typeof addOwnerInput>;
