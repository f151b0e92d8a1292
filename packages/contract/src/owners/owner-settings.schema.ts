import { z } from 'zod';
import { fromKeys, hexColour } from '../common/fields';
import { idSchema } from '../common/list';
import { COLOUR_FIELDS, LOGO_FIELDS } from './theme-fields';

/** Uploaded files are served from /files/...; external https URLs are accepted too. */
const logoUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/files\/[A-Za-z0-9._-]+|https:\/\/\S+)$|^$/, 'Upload an image or give an https URL')
  .nullable();

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const colours = fromKeys(COLOUR_FIELDS, hexColour);
const logos = fromKeys(LOGO_FIELDS, logoUrl);

export const ownerSettingsSchema = z.object({
  ownerId: idSchema,
  ...logos,
  ...colours,
  domainName: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^([a-z0-9-]+\.)*[a-z0-9-]+(:\d+)?$|^$/, 'A host name like console.example.com')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  email: z
    .string()
    .trim()
    .max(200)
    .pipe(z.union([z.literal(''), z.email('E-mail must be valid')]))
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  redisCloud: nullableText(50),
  userQuota: z.number().int().min(0).nullable(),
  ownerIndex: nullableText(100),
  nodeRedUrl: nullableText(500),
  ownerBucket: nullableText(200),
  /** Users' own API keys stop working this many days after they were made (none: no limit). */
  apiKeyMaxDays: z
    .number()
    .int()
    .min(1, 'At least 1 day')
    .max(3650, 'At most 3650 days')
    .nullable()
    .default(null),
});
export type OwnerSettings = z.output<typeof ownerSettingsSchema>;
export type OwnerSettingsInput = z.input<typeof ownerSettingsSchema>;

/** What the login screen and the console shell need to brand themselves. */
export const brandingSchema = z.object({
  ownerName: z.string(),
  loginLogo: z.string().nullable(),
  headerLogo: z.string().nullable(),
  footerLogo: z.string().nullable(),
  colours: z.object(fromKeys(COLOUR_FIELDS, z.string())),
});
export type Branding = z.infer<typeof brandingSchema>;
