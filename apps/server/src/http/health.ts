import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { errorBody, sendDatabaseUnavailable } from './error-handler';
import type { Lifecycle } from './lifecycle';

export const HEALTH_PATHS = {
  live: '/api/health/live',
  ready: '/api/health/ready',
  /** Kept for older scripts: the same answer as ready. */
  legacy: '/api/health',
} as const;

/**
 * Liveness: the process runs and its event loop answers (no database: a database outage must not get
 * every replica restarted). Readiness: the database answers `select 1` within READY_TIMEOUT_MS, and the
 * server is not shutting down.
 */
export function registerHealth(
  app: FastifyInstance,
  database: Database,
  lifecycle: Lifecycle,
  readyTimeoutMs: number,
): void {
  app.get(HEALTH_PATHS.live, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'live' }),
  );
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    if (!lifecycle.ready)
      return reply.status(503).send(errorBody(request, 'UNAVAILABLE', 'The server is shutting down.'));
    try {
      await database.ping(readyTimeoutMs);
    } catch (err) {
      request.log.warn({ err: { message: (err as Error).message } }, 'readiness: database not answering');
      return sendDatabaseUnavailable(request, reply);
    }
    return reply.send({ status: 'ok', database: database.kind });
  };
  app.get(HEALTH_PATHS.ready, ready);
  app.get(HEALTH_PATHS.legacy, ready);
}
