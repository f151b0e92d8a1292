import { z } from 'zod';
import { requiredText, uniqueRows } from '../common/fields';
import { idSchema, listQuery, ownerScope, pageOutput, saveIdSchema } from '../common/list';
import {
  DEPLOYMENT_TYPES,
  GPU_CHOICES,
  REGISTRATION_MESSAGES as M,
  REGISTRATION_SORT_FIELDS,
  REGISTRATION_STATUSES,
  REJECT_KINDS,
  RESULT_TYPES,
  VERSION_TYPES,
} from './registration-constants';

/** A form's text field or a number, as text: what the pattern of the field then checks. */
const asText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

/**
 * A number typed in a form's text field (or sent as a number): required, written as `pattern` says
 * (`format` otherwise), then checked by `number`.
 */
const numberText = (required: string, pattern: RegExp, format: string, number: z.ZodNumber) =>
  z.preprocess(
    asText,
    z
      .string({ error: required })
      .trim()
      .min(1, { message: required, abort: true })
      .regex(pattern, { message: format, abort: true })
      .transform(Number)
      .pipe(number),
  );

/** CPU and memory: digits, dots and minus (002 section 5), then a number above 0. */
const resource = (required: string, max: number) =>
  numberText(
    required,
    /^-?[0-9]*\.?[0-9]+$/,
    M.NUMBER,
    z.number().gt(0, 'Above 0').max(max, `At most ${max}`),
  );

/** Digits only (major, minor, patch, port), as text or a number. */
const digits = (required: string, max: number, min = 0) =>
  numberText(
    required,
    /^[0-9]+$/,
    M.DIGITS,
    z.number().int().min(min, `At least ${min}`).max(max, `At most ${max}`),
  );

export const envVariableSchema = z.object({
  key: requiredText(M.ENV_KEY_VALUE, 200),
  value: requiredText(M.ENV_KEY_VALUE, 2000),
});
export type EnvVariable = z.infer<typeof envVariableSchema>;

/** The microservice code: part of the endpoint, of the approved microservice's code and of its Deployment's name. */
export const registrationCode = z
  .string({ error: M.CODE_REQ })
  .trim()
  .min(1, { message: M.CODE_REQ, abort: true })
  .max(40, { message: 'At most 40 characters', abort: true })
  .regex(/^[A-Za-z0-9]+$/, 'Letters and digits only');

/** A file this owner uploaded through registrations.uploadArchive / uploadDocs (its /files/ URL). */
const uploadedUrl = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .regex(/^\/files\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, required);

/** Step 1 of the wizard: Microservice Details. */
export const registrationDetailsFields = z.object({
  name: requiredText(M.NAME_REQ, 100),
  deploymentType: z.enum(DEPLOYMENT_TYPES, { error: M.TYPE_REQ }),
  description: requiredText(M.DESC_REQ, 2000),
  resourceCpu: resource(M.CPU_REQ, 1024),
  resourceMemory: resource(M.MEM_REQ, 4096),
  enableGpu: z.enum(GPU_CHOICES).default('yes'),
  modelImagePort: digits(M.PORT_REQ, 65535, 1),
  envVariables: z
    .array(envVariableSchema)
    .max(100)
    .default([])
    .superRefine(uniqueRows((r) => r.key, 'key', M.ENV_KEY_UNIQUE)),
});

/** Step 2: API Details (the endpoint is computed from them: registrationEndpoint). */
export const registrationApiFields = z.object({
  code: registrationCode,
  resultType: z.enum(RESULT_TYPES).default('getresults'),
  major: digits('Major is required', 9999),
  minor: digits('Minor is required', 9999),
  patch: digits('Patch is required', 9999),
  versionType: z.enum(VERSION_TYPES).default('major'),
});

/** Step 3: Documentation Details. */
export const registrationDocsFields = z.object({
  modelImageUrl: uploadedUrl(M.MODEL_REQ),
  docsYamlUrl: uploadedUrl(M.YAML_REQ),
});

/** register / updatedetails (002 section 7): the three steps' fields; id 0 registers. */
export const registrationSaveInput = ownerScope
  .extend({ id: saveIdSchema })
  .extend(registrationDetailsFields.shape)
  .extend(registrationApiFields.shape)
  .extend(registrationDocsFields.shape);
export type RegistrationSaveInput = z.input<typeof registrationSaveInput>;

export const registrationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  deploymentType: z.enum(DEPLOYMENT_TYPES),
  description: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  endpoint: z.string(),
  /** Approved: the deployed model's state (Deploying, Running, Stopped); otherwise empty. */
  modelStatus: z.string(),
  rejectKind: z.enum(REJECT_KINDS).nullable(),
  errorMsg: z.string(),
  updatedAt: z.string(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});

export const registrationListInput = listQuery(REGISTRATION_SORT_FIELDS).extend({
  status: z.enum(REGISTRATION_STATUSES).default('pending'),
});
/** getregmicrolist: one tab's page, and the count of each tab. */
export const registrationListOutput = pageOutput(registrationRowSchema).extend({
  counts: registrationCountsSchema,
});

/** viewdetails: every field of the registration, as saved, with its model status and files. */
export const registrationInfoSchema = registrationRowSchema.extend({
  resourceCpu: z.number(),
  resourceMemory: z.number(),
  enableGpu: z.enum(GPU_CHOICES),
  modelImagePort: z.number().int(),
  envVariables: z.array(envVariableSchema),
  code: z.string(),
  resultType: z.enum(RESULT_TYPES),
  major: z.number().int(),
  minor: z.number().int(),
  patch: z.number().int(),
  versionType: z.enum(VERSION_TYPES),
  version: z.string(),
  teamspaceCode: z.string(),
  modelImageUrl: z.string(),
  modelImageName: z.string(),
  docsYamlUrl: z.string(),
  docsYamlName: z.string(),
  /** Approved: the owner's microservice it became. */
  microserviceId: z.number().int().nullable(),
});
export type RegistrationInfo = z.infer<typeof registrationInfoSchema>;

/** datacheck: what of the owner's plan is still free for a registration (CPUs, memory in GB). */
export const registrationLimitsSchema = z.object({
  cpu: z.number(),
  memory: z.number(),
  teamspaceCode: z.string(),
});

/** checkmsdup: is the name (or code) taken by another of the owner's registrations or microservices. */
export const registrationDuplicateInput = ownerScope.extend({
  id: saveIdSchema,
  type: z.enum(['name', 'code']),
  value: requiredText('Required.', 100),
});
export const registrationDuplicateOutput = z.object({ exists: z.boolean(), message: z.string() });

export const registrationUploadOutput = z.object({
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
});

export const registrationRejectInput = ownerScope.extend({
  id: idSchema,
  comment: requiredText(M.COMMENT_REQ, 1000),
});
export const registrationApproveOutput = z.object({
  message: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  errorMsg: z.string(),
});
