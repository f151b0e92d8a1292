import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@console/contract';
import { AppError } from './app-error';

function body(code: ErrorBody['error']['code'], message: string, fieldErrors?: Record<string, string[]>): ErrorBody {
  return { error: fieldErrors ? { code, message, fieldErrors } : { code, message } };
}

/** One error shape for every failure; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send(body(err.code, err.message, err.fieldErrors));
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
  app.setNotFoundHandler((request, reply) => reply.status(404).send(body('NOT_FOUND', `No call ${request.url}`)));
}
