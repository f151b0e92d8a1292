import { z } from 'zod';
import { ACCESS_FLAGS, OWNER_TYPES } from './permissions';

export const ownerTypeSchema = z.enum(OWNER_TYPES);
export const accessFlagSchema = z.enum(ACCESS_FLAGS);

export const loginInput = z.object({
  clientid: z.string().trim().min(1, 'Client ID is required').max(100),
  username: z.string().trim().min(1, 'Name is required').max(200),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

/** The user part of a session: who is signed in and what they may do. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  orgIsMain: z.boolean(),
  owner: z.number().int(),
  ownerName: z.string(),
  ownerCode: z.string(),
  ownerType: ownerTypeSchema,
  platformOwner: z.boolean(),
  superUser: z.boolean(),
  rootUser: z.boolean(),
  uAccess: z.array(accessFlagSchema),
  redisCloud: z.string().nullable(),
  onprem: z.boolean(),
  expiresAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = sessionUserSchema.extend({ userApiKey: z.string() });
export type Session = z.infer<typeof sessionSchema>;
