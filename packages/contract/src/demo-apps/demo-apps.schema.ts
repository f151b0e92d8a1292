import { z } from 'zod';
import { eachOnce, optionalText, requiredText, uniqueRows } from '../common/fields';
import { listQuery, ownerScope, pageOutput, pickedIds, saveIdSchema } from '../common/list';
import { namedRowSchema } from '../common/rows';
import {
  DEMO_APP_IMAGE_PATTERN,
  DEMO_APP_IMAGES_MAX,
  DEMO_APP_MESSAGES as M,
  DEMO_APP_SORT_FIELDS,
} from './demo-app-constants';

/** A stored row's id; absent or 0 for a new row. */
const partId = z.number().int().min(0).max(2_147_483_647).optional();
const link = z
  .string()
  .trim()
  .max(1000, 'At most 1000 characters')
  .regex(/^(https?:\/\/\S+)?$/, M.LINK)
  .default('');
const imageUrl = z.string().trim().max(220).regex(DEMO_APP_IMAGE_PATTERN, M.IMAGE);

export const demoAppTagSchema = z.object({
  id: partId,
  key: requiredText(M.REQUIRED, 100),
  value: requiredText(M.REQUIRED, 500),
});

/** A gallery image: its id once stored (absent for a new one) and its URL. */
export const demoAppImageSchema = z.object({ id: partId, url: imageUrl });

/**
 * Everything a user edits on a demo app (001 section 3), step by step: Basic info (name, category, URL
 * code, descriptions, logo) and Additional info (tags, keywords, links, functions, gallery). The wizard
 * validates a `.pick` of it per step; the save input adds the id and owner.
 */
export const demoAppFieldsSchema = z.object({
  name: requiredText(M.NAME_REQ, 200),
  /** A MICROSERVICE_CATEGORY code. */
  category: requiredText(M.CATEGORY_REQ, 50),
  urlCode: requiredText(M.URL_CODE_REQ, 100).regex(/^[A-Za-z0-9._-]*$/, M.URL_CODE_CHARS),
  /** desc: the short description the list shows. */
  description: optionalText(1000),
  /** desc2: the long description, markdown (cleaned by the server at save, rendered sanitised). */
  longDescription: optionalText(20000),
  /** demoappsUseCase: markdown too. */
  useCase: optionalText(20000),
  /** The logo is one of: a DEMO_APPS_ICONS code, or an uploaded image (mIconUrl). */
  iconCode: z.string().trim().max(50).default(''),
  logoUrl: z.union([z.literal(''), imageUrl]).default(''),
  tags: z
    .array(demoAppTagSchema)
    .max(100)
    .superRefine(uniqueRows((t) => t.key.toLowerCase(), 'key', M.KEY_UNIQUE))
    .default([]),
  keywords: z.array(requiredText(M.REQUIRED, 100)).max(50).transform(eachOnce).default([]),
  demoLink: link,
  codeLink: link,
  /** Microservices (type 102) the app demonstrates, each once. */
  functionIds: pickedIds(100),
  images: z.array(demoAppImageSchema).max(DEMO_APP_IMAGES_MAX).default([]),
});
export type DemoAppFieldsInput = z.input<typeof demoAppFieldsSchema>;

/** Not both logos: an icon picked from the list, or an upload. */
export function checkOneLogo(v: { iconCode: string; logoUrl: string }, ctx: z.RefinementCtx): void {
  if (v.iconCode && v.logoUrl) ctx.addIssue({ code: 'custom', path: ['logoUrl'], message: M.ONE_LOGO });
}

/** demo app save: id 0 creates; the tags, functions and gallery sent replace the stored ones. */
export const demoAppSaveInput = demoAppFieldsSchema
  .extend({ ...ownerScope.shape, id: saveIdSchema })
  .superRefine(checkOneLogo);
export type DemoAppSaveInput = z.input<typeof demoAppSaveInput>;

export const demoAppRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  dateUpdated: z.string(),
});
export type DemoAppRow = z.infer<typeof demoAppRowSchema>;

export const demoAppInfoSchema = demoAppRowSchema.extend({
  category: z.string(),
  /** The category's value in the code list (detail adds categoryName, 001 section 3). */
  categoryName: z.string(),
  urlCode: z.string(),
  longDescription: z.string(),
  useCase: z.string(),
  iconCode: z.string(),
  logoUrl: z.string(),
  tags: z.array(z.object({ id: z.number().int(), key: z.string(), value: z.string() })),
  keywords: z.array(z.string()),
  demoLink: z.string(),
  codeLink: z.string(),
  functions: z.array(namedRowSchema),
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
});
export type DemoAppInfo = z.infer<typeof demoAppInfoSchema>;

export const demoAppListInput = listQuery(DEMO_APP_SORT_FIELDS);
export const demoAppListOutput = pageOutput(demoAppRowSchema);

/** The microservices (type 102) a demo app of the owner may show, searched by name. */
export const demoAppFunctionsInput = ownerScope.extend({
  search: z.string().trim().max(100).default(''),
});
export const demoAppFunctionsOutput = z.object({
  results: z.array(namedRowSchema),
});
