import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@console/contract';
import { AppError } from './app-error';

function body(
  code: ErrorBody['error']['code'],
  message: string,
  fieldErrors?: Record<string, string[]>,
): ErrorBody {
  return { error: fieldErrors ? { code, message, fieldErrors } : { code, message } };
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

/** One error shape for every failure; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send(body(err.code, err.message, err.fieldErrors));
    }
    if (BAD_VALUE_CODES.has(postgresCode(err) ?? '')) {
      return reply
        .status(400)
        .send(body('INVALID_INPUT', 'A value is not valid (unreadable text or a number out of range)'));
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(body('TOO_LARGE', 'The file or request is too large'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send(body('INVALID_INPUT', err.message || 'The request is not valid'));
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body('NOT_FOUND', `No call ${request.url}`)),
  );
}
