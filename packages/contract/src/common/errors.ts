import { z } from 'zod';

/** Every error code the API answers with; the console maps them to the spec's messages. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'NAME_EXIST',
  'CODE_EXIST',
  'LABEL_CODE_EXIST',
  'ERROR_CODE_EXIST',
  'GROUP_EXIST',
  /** An organisation or user e-mail already in use among the owner's organisations. */
  'EMAIL_EXIST',
  /** The owner's user quota is used up (the message starts with 'Reached', 002 section 8). */
  'QUOTA_REACHED',
  'EXPIRED',
  /** A promo or referral code this organisation has already redeemed (002 section 8). */
  'ALREADY_USED',
  /** The account's balance does not cover a usage (the gateway's metering call). */
  'INSUFFICIENT_CREDIT',
  'TOO_LARGE',
  'UNSUPPORTED_FILE',
  'TOO_MANY_ATTEMPTS',
  'INTERNAL',
  /** The database could not be reached or did not answer in time; nothing was changed. Try again. */
  'DATABASE_UNAVAILABLE',
  /** The server is shutting down (or not ready); another server, or this one again soon, will answer. */
  'UNAVAILABLE',
  /** The gateway: the microservice is in an announced outage (the outage's text is in the message). */
  'OUTAGE',
  /** The gateway: the microservice has no price for its calls, so none can be charged or made. */
  'NOT_PRICED',
  /** The gateway: the microservice's pod is not running (stopped, or still starting). */
  'POD_NOT_RUNNING',
  /** The gateway: the pod could not be reached or broke the connection. */
  'UPSTREAM_FAILED',
  /** The gateway: the pod did not answer within the gateway's time limit. */
  'UPSTREAM_TIMEOUT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  NAME_EXIST: 409,
  CODE_EXIST: 409,
  LABEL_CODE_EXIST: 409,
  ERROR_CODE_EXIST: 409,
  GROUP_EXIST: 409,
  EMAIL_EXIST: 409,
  QUOTA_REACHED: 409,
  EXPIRED: 410,
  ALREADY_USED: 409,
  INSUFFICIENT_CREDIT: 402,
  TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  UNAVAILABLE: 503,
  OUTAGE: 503,
  NOT_PRICED: 503,
  POD_NOT_RUNNING: 503,
  UPSTREAM_FAILED: 502,
  UPSTREAM_TIMEOUT: 504,
};

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path (dot separated) to the messages for that field. */
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    /** The request's id, also in the server's log lines and its x-request-id header. */
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
