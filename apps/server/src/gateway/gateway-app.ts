import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyReplyFrom from '@fastify/reply-from';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import { registerErrorHandler } from '../http/error-handler';
import { registerHealth } from '../http/health';
import { newLifecycle, registerLifecycle, type Lifecycle } from '../http/lifecycle';
import { loggerOptions } from '../http/logger';
import { redisFor } from '../http/redis-client';
import { requestId } from '../http/request-id';
import { API_HEADERS } from '../http/security';
import { registerMetering } from '../modules/credits/metering';
import { registerCheckRoute } from './check.routes';
import { gatewayCaches, type GatewayCaches } from './gateway-cache';
import { registerGatewayRoute } from './gateway.routes';
import { gatewayRateLimiter } from './rate-limit';
import { registerReaderRoutes } from './readers.routes';

export interface GatewayOptions {
  env: Env;
  database: Database;
  logger?: FastifyBaseLogger;
  /** Shared with the process, which flips it on SIGTERM. */
  lifecycle?: Lifecycle;
  /** Where the local orchestrator's pods answer (tests give their sample pod); default LOCAL_POD_PORT. */
  localPods?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's caches (decision 0350): read by tests and, later, metrics. */
    gatewayCaches: GatewayCaches;
  }
}

/** How long a client may take to send its request (a slow body is cut off rather than held open). */
const CLIENT_REQUEST_TIMEOUT_MS = 60_000;

/** A usage call's body is a few fields. */
const USAGE_BODY_LIMIT = 16 * 1024;

/**
 * The gateway (decision 0350): customers' programs call microservices here with their own API key.
 * Stateless: everything it decides from is read from the database (and Redis for rate counters), so
 * replicas behind one Service agree. Probes at /api/health/live and /ready, as the console's.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const lifecycle = options.lifecycle ?? newLifecycle();
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: env.LOG_LEVEL === 'silent' ? false : loggerOptions(env) }),
    genReqId: requestId,
    // Fastify's request lines carry the URL with its query string, where a careless caller may have put
    // a key: the gateway writes its own line per call, with the path only (onResponse below).
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.GATEWAY_BODY_LIMIT_BYTES,
    requestTimeout: CLIENT_REQUEST_TIMEOUT_MS,
  });
  registerErrorHandler(app);
  registerLifecycle(app, lifecycle);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(API_HEADERS);
    done();
  });
  // Bodies go to the pod as the caller sent them: read as bytes (bounded by bodyLimit), never parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(fastifyReplyFrom, {
    undici: { connections: 128, connectTimeout: Math.min(env.GATEWAY_UPSTREAM_TIMEOUT_MS, 5000) },
    disableRequestLogging: true,
  });
  const redis = await redisFor(env, app.log);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  const limiterOf = await gatewayRateLimiter(app, env, { redis, pool: database.pool });
  const { caches, stop } = await gatewayCaches(database, env.GATEWAY_CACHE_SECONDS);
  app.addHook('onClose', stop);
  app.decorate('gatewayCaches', caches);
  registerHealth(app, database, lifecycle, env.READY_TIMEOUT_MS);
  const routes = { env, database, limiterOf, localPods: options.localPods ?? null, caches };
  registerGatewayRoute(app, routes);
  // For operators with a gateway of their own (issue 27): the checks as one call, and the usage call
  // (the console's own, METERING_SERVICE_KEY) here too, so their proxy needs the gateway only.
  registerCheckRoute(app, routes);
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: USAGE_BODY_LIMIT },
      scope.getDefaultJsonParser('error', 'error'),
    );
    registerMetering(scope, database, env);
  });
  registerReaderRoutes(app, routes);
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.url.startsWith('/api/health'))
      request.log.info(
        {
          method: request.method,
          path: request.url.split('?')[0],
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'gateway call',
      );
    done();
  });
  return app;
}
