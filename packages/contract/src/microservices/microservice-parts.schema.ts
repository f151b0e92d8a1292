import { z } from 'zod';
import { eachOnce, requiredText, uniqueRows } from '../common/fields';
import { ENDPOINT_TYPES, MICROSERVICE_MESSAGES as M } from './microservice-constants';

// The parts a microservice owns. Each list checks its own rules (paths point at the offending row's
// field); the rules across lists (pricing against request types) are in microservice.schema.ts.

/** A stored row's id; absent or 0 for a new row. Ids are ignored when a microservice is created. */
export const partId = z.number().int().min(0).optional();

const sixDecimals = (v: number) => Math.abs(v * 1e6 - Math.round(v * 1e6)) < 1e-6;

/** A price, bound or limit: a non-negative decimal with at most 6 decimals. */
export const decimalSchema = z
  .number({ error: M.NON_NEGATIVE })
  .min(0, M.NON_NEGATIVE)
  .max(1e12, M.NON_NEGATIVE)
  .refine(sixDecimals, M.MAX_DECIMALS);

const versionPart = z
  .number({ error: M.DIGITS_ONLY })
  .int(M.DIGITS_ONLY)
  .min(0, M.DIGITS_ONLY)
  .max(99999, M.DIGITS_ONLY);

/** An http(s) link; `optional` ones may be empty. */
export const linkSchema = (optional = false) =>
  z
    .string()
    .trim()
    .max(1000, 'At most 1000 characters')
    .regex(
      optional ? /^(https?:\/\/\S+)?$/ : /^https?:\/\/\S+$/,
      optional ? 'Enter an http or https URL' : M.REQUIRED,
    );

/** An uploaded image (/files/...) or an https URL; may be empty. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/files\/[A-Za-z0-9._-]+|https:\/\/\S+)?$/, 'Upload an image or give an https URL');

export const requestTypeSchema = z.object({
  id: partId,
  type: z.enum(ENDPOINT_TYPES, { error: M.REQUIRED }),
  major: versionPart,
  minor: versionPart,
  patch: versionPart,
  yamlUrl: linkSchema(),
  docsUrl: linkSchema(),
  /** Read-only: the highest version of its type (answered by microservices.info, ignored on save). */
  isLatest: z.boolean().optional(),
});
export type RequestTypeInput = z.input<typeof requestTypeSchema>;

export const versionText = (r: { major: number; minor: number; patch: number }) =>
  `v${r.major}.${r.minor}.${r.patch}`;

/** At least one request type; type + version unique. */
export const requestTypesSchema = z
  .array(requestTypeSchema)
  .min(1, M.REQUEST_TYPE_REQ)
  .max(100)
  .superRefine(uniqueRows((r) => `${r.type} ${versionText(r)}`, 'type', M.TYPE_VERSION_UNIQUE));

export const tierSchema = z.object({
  id: partId,
  lower: decimalSchema,
  /** null: open-ended (unlimited); only the last tier may be. */
  upper: decimalSchema.nullable(),
  cost: decimalSchema,
});
export type TierInput = z.input<typeof tierSchema>;

/**
 * Tiers read in order of their lower bound: lower <= upper, no tier starts below the previous one's
 * upper bound (touching bounds are allowed), and only the last one may be open-ended.
 */
export const tiersSchema = z
  .array(tierSchema)
  .max(50)
  .superRefine((tiers, ctx) => {
    tiers.forEach((t, i) => {
      if (t.upper !== null && t.lower > t.upper)
        ctx.addIssue({ code: 'custom', path: [i, 'upper'], message: M.TIER_LOWER_UPPER });
    });
    const order = tiers.map((t, i) => ({ t, i })).sort((a, b) => a.t.lower - b.t.lower || a.i - b.i);
    order.forEach(({ t, i }, n) => {
      const next = order[n + 1];
      if (!next) return;
      if (t.upper === null) ctx.addIssue({ code: 'custom', path: [i, 'upper'], message: M.TIER_OPEN_LAST });
      else if (next.t.lower < t.upper || next.t.lower === t.lower)
        ctx.addIssue({ code: 'custom', path: [next.i, 'lower'], message: M.TIER_OVERLAP });
    });
  });

/** One entry per endpoint type: a standard price (per unit of PRICE_UNITS) or tiers, not both. */
export const pricingEntrySchema = z
  .object({
    id: partId,
    endpointType: z.enum(ENDPOINT_TYPES, { error: M.REQUIRED }),
    /** null: tiered (or no price yet); 0 is free. */
    standardPrice: decimalSchema.nullable().default(null),
    tiers: tiersSchema.default([]),
  })
  .superRefine((p, ctx) => {
    if (p.standardPrice !== null && p.tiers.length > 0)
      ctx.addIssue({ code: 'custom', path: ['standardPrice'], message: M.STANDARD_OR_TIERS });
  });
export type PricingEntryInput = z.input<typeof pricingEntrySchema>;

export const dataSchemaRowSchema = z.object({
  name: requiredText(M.REQUIRED, 200),
  type: requiredText(M.REQUIRED, 50),
  isNull: z.boolean().default(false),
  /** Size; digits and a decimal point. */
  dataLength: decimalSchema.nullable().default(null),
  description: z.string().trim().max(1000).default(''),
});
export type DataSchemaRowInput = z.input<typeof dataSchemaRowSchema>;

export const tagSchema = z.object({
  id: partId,
  key: requiredText(M.REQUIRED, 100),
  value: requiredText(M.REQUIRED, 500),
});

/** Tag keys are unique (compared without case). */
export const tagsSchema = z
  .array(tagSchema)
  .max(100)
  .superRefine(uniqueRows((t) => t.key.toLowerCase(), 'key', M.KEY_UNIQUE));

export const limitFieldSchema = z
  .object({
    id: partId,
    /** A LIMIT_DATA_TYPE code. */
    type: requiredText(M.REQUIRED, 50),
    lowerLimit: decimalSchema,
    upperLimit: decimalSchema,
    field: requiredText(M.REQUIRED, 200),
  })
  .superRefine((l, ctx) => {
    if (l.upperLimit < l.lowerLimit)
      ctx.addIssue({ code: 'custom', path: ['upperLimit'], message: M.LIMIT_UPPER });
  });
export type LimitFieldInput = z.input<typeof limitFieldSchema>;

/** Limit types are unique. */
export const limitFieldsSchema = z
  .array(limitFieldSchema)
  .max(50)
  .superRefine(uniqueRows((r) => r.type, 'type', M.LIMIT_TYPE_UNIQUE));

/** Keywords and mandatory fields: trimmed, non-empty, each once. */
export const textListSchema = (max: number) =>
  z.array(requiredText(M.REQUIRED, 200)).max(max).transform(eachOnce);
