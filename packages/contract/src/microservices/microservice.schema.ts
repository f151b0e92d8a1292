import { z } from 'zod';
import { requiredText, searchText } from '../common/fields';
import { idSchema, listQuery, ownerScope } from '../common/list';
import {
  CREATABLE_MICRO_TYPES,
  DUPLICATE_FIELDS,
  ENDPOINT_TYPES,
  MICRO_TYPES,
  MICROSERVICE_SORT_FIELDS,
  MICROSERVICE_MESSAGES as M,
  POD_STATUSES,
} from './microservice-constants';
import {
  dataSchemaRowSchema,
  imageUrlSchema,
  limitFieldsSchema,
  linkSchema,
  pricingEntrySchema,
  requestTypesSchema,
  tagsSchema,
  textListSchema,
} from './microservice-parts.schema';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');

/**
 * Everything a user edits on a microservice, step by step (000 section 2.6). Forms validate a `.pick`
 * of it per step; `microserviceSaveInput` adds the id, the kind and the rules across lists.
 */
export const microserviceFieldsSchema = z.object({
  // Basic Info
  name: requiredText(M.TITLE_REQ, 200),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, M.CODE_REQ)
    .max(40, 'At most 40 characters')
    .regex(/^[A-Z0-9]*$/, M.CODE_CHARS),
  classCode: requiredText(M.CLASS_REQ, 50),
  fnType: requiredText(M.TYPE_REQ, 50),
  urlCode: requiredText(M.URL_CODE_REQ, 100).regex(/^[A-Za-z0-9._-]*$/, M.URL_CODE_CHARS),
  /** A MICROSERVICE_PRODUCER code. */
  producer: text(50),
  iconUrl: imageUrlSchema.default(''),
  // Description
  description1: text(1000),
  /** Markdown; the console renders it sanitised. */
  description2: text(20000),
  globalDesc: text(5000),
  useCase: text(5000),
  // Microservice Type and Pricing Plan
  requestTypes: requestTypesSchema,
  pricing: z
    .array(pricingEntrySchema)
    .max(ENDPOINT_TYPES.length * 2)
    .default([]),
  // Data Schema (kept only for class CLASS_DATA)
  dataSchema: z.array(dataSchemaRowSchema).max(200).default([]),
  // Additional Info
  dataCollectMethod: text(1000),
  /** A MICROSERVICE_SOURCE code. */
  source: text(50),
  webLink: linkSchema(true).default(''),
  keywords: textListSchema(50).default([]),
  tags: tagsSchema.default([]),
  // Access Details
  /** An ACCESS_TYPE code. */
  accessType: text(50),
  modelExport: linkSchema(true).default(''),
  // Validation Settings
  mandatoryFields: textListSchema(100).default([]),
  limitFields: limitFieldsSchema.default([]),
  images: z.array(imageUrlSchema.min(1, M.REQUIRED)).max(20).default([]),
});
export type MicroserviceFields = z.output<typeof microserviceFieldsSchema>;
export type MicroserviceFieldsInput = z.input<typeof microserviceFieldsSchema>;

type PricingCheck = Pick<z.output<typeof microserviceFieldsSchema>, 'requestTypes' | 'pricing'>;

/** A pricing entry per endpoint type exists exactly when a request type of that type exists. */
export function checkPricingMatchesRequestTypes(v: PricingCheck, ctx: z.RefinementCtx): void {
  const used = new Set(v.requestTypes.map((r) => r.type));
  const priced = new Set<string>();
  v.pricing.forEach((p, i) => {
    if (priced.has(p.endpointType))
      ctx.addIssue({ code: 'custom', path: ['pricing', i, 'endpointType'], message: M.PRICING_DUPLICATE });
    else if (!used.has(p.endpointType))
      ctx.addIssue({
        code: 'custom',
        path: ['pricing', i, 'endpointType'],
        message: M.PRICING_NO_REQUEST_TYPE,
      });
    priced.add(p.endpointType);
  });
  if ([...used].some((type) => !priced.has(type)))
    ctx.addIssue({ code: 'custom', path: ['pricing'], message: M.PRICING_MISSING });
}

/**
 * microservices.save: id 0 (or none) creates an OWN microservice, or a DUP copied from the catalogue
 * item `sourceId`; ids of parts are ignored on create. An existing id updates it; for an assigned
 * (ASSIGN) microservice only `accessType` may differ from what is stored.
 */
export const microserviceSaveInput = microserviceFieldsSchema
  .extend({
    ...ownerScope.shape,
    id: z.number().int().min(0).default(0),
    /** The kind to create (OWN or DUP); on update the stored kind counts and this is ignored. */
    microType: z.enum(MICRO_TYPES).default('OWN'),
    /** DUP: the catalogue microservice it is copied from. */
    sourceId: idSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    checkPricingMatchesRequestTypes(v, ctx);
    if (v.id === 0 && !(CREATABLE_MICRO_TYPES as readonly string[]).includes(v.microType))
      ctx.addIssue({
        code: 'custom',
        path: ['microType'],
        message: 'Assign catalogue microservices with Assign',
      });
    if (v.id === 0 && v.microType === 'DUP' && !v.sourceId)
      ctx.addIssue({ code: 'custom', path: ['sourceId'], message: M.SOURCE_REQ });
  });
export type MicroserviceSaveInput = z.input<typeof microserviceSaveInput>;

const podFields = {
  podStatus: z.enum(POD_STATUSES),
  /** Replicas running now (0 or 1). */
  podReplica: z.number().int(),
  /** Replicas asked for; the pod is changing while it differs from podReplica. */
  desiredReplica: z.number().int(),
};

const outputPricing = z.object({
  id: z.number().int(),
  endpointType: z.enum(ENDPOINT_TYPES),
  standardPrice: z.number().nullable(),
  tiers: z.array(
    z.object({ id: z.number().int(), lower: z.number(), upper: z.number().nullable(), cost: z.number() }),
  ),
});

/** A whole microservice as microservices.info answers it (the spec's working and save payload). */
export const microserviceSchema = z.object({
  id: z.number().int(),
  /** As the acting owner sees it: OWN or DUP when it owns it, ASSIGN when assigned to it. */
  microType: z.enum(MICRO_TYPES),
  /** DUP: the catalogue microservice it was copied from. */
  sourceId: z.number().int().nullable(),
  /** Offered in the platform's catalogue (assign, duplicate, Add Owner). */
  inCatalogue: z.boolean(),
  name: z.string(),
  code: z.string(),
  classCode: z.string(),
  fnType: z.string(),
  urlCode: z.string(),
  producer: z.string(),
  iconUrl: z.string(),
  description1: z.string(),
  description2: z.string(),
  globalDesc: z.string(),
  useCase: z.string(),
  requestTypes: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(ENDPOINT_TYPES),
      major: z.number().int(),
      minor: z.number().int(),
      patch: z.number().int(),
      /** v{major}.{minor}.{patch} */
      version: z.string(),
      yamlUrl: z.string(),
      docsUrl: z.string(),
      isLatest: z.boolean(),
    }),
  ),
  pricing: z.array(outputPricing),
  dataSchema: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      isNull: z.boolean(),
      dataLength: z.number().nullable(),
      description: z.string(),
    }),
  ),
  dataCollectMethod: z.string(),
  source: z.string(),
  webLink: z.string(),
  keywords: z.array(z.string()),
  tags: z.array(z.object({ id: z.number().int(), key: z.string(), value: z.string() })),
  /** For ASSIGN: the access type of this owner's assignment. */
  accessType: z.string(),
  modelExport: z.string(),
  mandatoryFields: z.array(z.string()),
  limitFields: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      lowerLimit: z.number(),
      upperLimit: z.number(),
      field: z.string(),
    }),
  ),
  images: z.array(z.string()),
  ...podFields,
  dateCreated: z.string(),
  dateUpdated: z.string(),
});
export type Microservice = z.infer<typeof microserviceSchema>;

export const microserviceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  microType: z.enum(MICRO_TYPES),
  /** The ACCESS_TYPE code (for ASSIGN rows: this owner's assignment). */
  access: z.string(),
  description: z.string(),
  podStatus: z.enum(POD_STATUSES),
  dateUpdated: z.string(),
  dateCreated: z.string(),
});
export type MicroserviceRow = z.infer<typeof microserviceRowSchema>;

/** microservices.list: search matches the start of any word of the name or the code, without case. */
export const microserviceListInput = listQuery(MICROSERVICE_SORT_FIELDS).extend({
  search: searchText(100),
  sortField: z.enum(MICROSERVICE_SORT_FIELDS).default('name'),
});
export type MicroserviceListInput = z.input<typeof microserviceListInput>;

export const podStateSchema = z.object({
  ...podFields,
  /** True while podReplica differs from desiredReplica: poll podStatus until it is false. */
  changing: z.boolean(),
  /** Seconds between two reads of a changing pod (POD_POLL_SECONDS). */
  pollSeconds: z.number().int(),
});
export type PodState = z.infer<typeof podStateSchema>;

export const checkDuplicateInput = ownerScope.extend({
  name: z.string().trim().max(200).default(''),
  code: z.string().trim().toUpperCase().max(40).default(''),
  urlCode: z.string().trim().max(100).default(''),
  /** The microservice being edited, which does not clash with itself. */
  excludeId: idSchema.optional(),
});
export const checkDuplicateOutput = z.object({
  available: z.boolean(),
  conflicts: z.array(z.enum(DUPLICATE_FIELDS)),
});
