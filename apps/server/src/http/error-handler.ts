import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@console/contract';
import { isDatabaseUnavailable } from '../db/db-errors';
import { AppError } from './app-error';

type Code = ErrorBody['error']['code'];

/** The one error shape, with the request's id so a user's report can be found in the log. */
export function errorBody(
  request: FastifyRequest,
  code: Code,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ErrorBody {
  return {
    error: fieldErrors
      ? { code, message, fieldErrors, requestId: request.id }
      : { code, message, requestId: request.id },
  };
}

// PostgreSQL refusing a value it was given (bad byte sequence or NUL in text, a number out of range):
// the caller's input was bad, so it is a 400 like any other invalid input, never a 500.
const BAD_VALUE_CODES = new Set(['22021', '22P05', '22003', '22P02', '22007', '22008']);

function postgresCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Requests refused by the per-address rate limit (metrics tell them from a locked account). */
export const RATE_LIMITED = new WeakSet<FastifyRequest>();

/** Seconds a 503 client should wait before trying again. */
const RETRY_AFTER_SECONDS = '2';

export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', RETRY_AFTER_SECONDS)
    .send(
      errorBody(
        request,
        'DATABASE_UNAVAILABLE',
        'The database is not available right now; nothing was changed. Please try again in a moment.',
      ),
    );
}

/** One error shape for every failure; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send(errorBody(request, err.code, err.message, err.fieldErrors));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable: 503');
      return sendDatabaseUnavailable(request, reply);
    }
    if (BAD_VALUE_CODES.has(postgresCode(err) ?? '')) {
      return reply
        .status(400)
        .send(
          errorBody(
            request,
            'INVALID_INPUT',
            'A value is not valid (unreadable text or a number out of range)',
          ),
        );
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(errorBody(request, 'TOO_LARGE', 'The file or request is too large'));
    }
    if (status === 429) {
      // @fastify/rate-limit: per client address; it has set retry-after and x-ratelimit-* already.
      RATE_LIMITED.add(request);
      return reply
        .status(429)
        .send(
          errorBody(request, 'TOO_MANY_ATTEMPTS', 'Too many requests from your address. Try again later.'),
        );
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(400)
        .send(errorBody(request, 'INVALID_INPUT', err.message || 'The request is not valid'));
    }
    request.log.error({ err }, 'unexpected error');
    return reply
      .status(500)
      .send(errorBody(request, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(request, 'NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0]}`)),
  );
}
