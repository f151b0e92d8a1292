// Plain constants of microservice registration (002 sections 3, 5, 8 and 9), apart from the zod schemas.

import { RECORD_MESSAGES } from '../common/kit-labels';

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const DEPLOYMENT_TYPES = ['new', 'upgrade'] as const;
export const RESULT_TYPES = ['getresults', 'getpredictions'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];
export const GPU_CHOICES = ['yes', 'no'] as const;
export const VERSION_TYPES = ['major', 'minor', 'patch'] as const;

/** Why a registration is Rejected: by hand with a comment, or its deployment failed. */
export const REJECT_KINDS = ['manual', 'deployment'] as const;
export type RejectKind = (typeof REJECT_KINDS)[number];
/** The words the Rejected tab shows before the message (002 section 2.8). */
export const REJECT_KIND_TEXT = { manual: 'Manual Reject', deployment: 'Deployment error' } as const;

export const REGISTRATION_SORT_FIELDS = ['name', 'deploymentType', 'updatedAt'] as const;

/** The model archive types of 002 sections 5 and 9, as the server recognises them by content. */
export const ARCHIVE_TYPES = {
  'application/zip': 'zip',
  'application/x-rar-compressed': 'rar',
  'application/vnd.rar': 'rar',
  'application/x-7z-compressed': '7z',
  'application/x-tar': 'tar',
  'application/gzip': 'gz',
} as const;
/** What the file picker offers (002 section 9 names .7zip; 7-Zip's own extension is .7z). */
export const ARCHIVE_EXTENSIONS = ['.zip', '.rar', '.7z', '.7zip', '.tar', '.gz', '.tgz'] as const;
export const DOCS_EXTENSIONS = ['.yaml', '.yml'] as const;
/** The docs YAML is small: at most 5 MiB. */
export const MAX_DOCS_BYTES = 5 * 1024 * 1024;
/** The multipart field of both uploads (as files.upload). */
export const REGISTRATION_UPLOAD_FIELD = 'fileToUpload';

/** The spec's texts for this area (002 sections 5 and 8); ISCPU and ISMEM are label codes there. */
export const REGISTRATION_MESSAGES = {
  NAME_EXIST: 'Invalid Input - Microservice Name Already Exists',
  CODE_EXIST: 'Invalid Input - Microservice Code Already Exists',
  ISCPU: 'CPU exceeds the available limit',
  ISMEM: 'Memory exceeds the available limit',
  NAME_REQ: 'Name is required',
  TYPE_REQ: 'Deployment type is required',
  DESC_REQ: 'Description is required',
  CPU_REQ: 'CPU is required',
  MEM_REQ: 'Memory is required',
  PORT_REQ: 'Port is required',
  CODE_REQ: 'Code is required',
  ENDPOINT_REQ: 'Endpoint is required',
  MODEL_REQ: 'Model archive is required',
  YAML_REQ: 'Docs yaml file is required',
  DIGITS: 'Digits only',
  NUMBER: 'Digits, dots and minus only',
  ENV_KEY_VALUE: 'Key and value are required',
  ENV_KEY_UNIQUE: 'Keys should be unique',
  LOCKED: 'Cannot be changed once saved',
  COMMENT_REQ: 'Reject comments are required',
  ...RECORD_MESSAGES,
  APPROVE_DONE: 'Successfully Approved',
  REJECT_DONE: 'Successfully Rejected',
  DEPLOY_FAILED: 'Deployment error',
  MISSING_SOURCES: 'Error',
} as const;

/**
 * The endpoint of a registration (002 section 5): team-space code, microservice code, major version and
 * result type, lower case. The console shows it, the server stores what it computes.
 */
export function registrationEndpoint(p: {
  teamspaceCode: string;
  code: string;
  major: number | string;
  resultType: string;
}): string {
  return `/${p.teamspaceCode}/${p.code}/v${p.major}/${p.resultType}`.toLowerCase();
}
