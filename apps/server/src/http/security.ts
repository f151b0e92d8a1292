import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Env } from '../config/env';
import { PostgresRateLimitStore } from './rate-limit-store';

/**
 * The console's Content-Security-Policy (docs/decisions/0101-content-security-policy.md): scripts, fonts
 * and calls only from the console's own origin, no inline script and no eval; images also from https: (a
 * microservice's icon may be an https URL) and data:/blob: (previews of a file being uploaded). Styles
 * allow 'unsafe-inline': MUI's styling engine (emotion) inserts <style> elements at run time, and the
 * console shows nothing without them.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
} as const;

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      // No upgrade-insecure-requests: the embedded default is plain http on 127.0.0.1, and a console
      // opened at http://<address> must still load its own files.
      directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]])),
    },
    // HSTS only makes sense over https; a TLS-terminating proxy in front sets its own.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}

/** Paths that are not calls: never limited (probes, metrics, the console's own files). */
function limited(request: FastifyRequest): boolean {
  const url = request.url;
  return (url.startsWith('/api/') && !url.startsWith('/api/health')) || url.startsWith('/files/');
}

export interface RateLimitDeps {
  redis: Redis | null;
  pool: pg.Pool | null;
}

/**
 * A limit per client address on every call (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS) and a
 * tighter one on sign-in (LOGIN_RATE_LIMIT_MAX), counted in Redis or PostgreSQL when several servers
 * share the load, so the limit holds across them; in memory for a single embedded server.
 */
export async function registerRateLimits(app: FastifyInstance, env: Env, deps: RateLimitDeps): Promise<void> {
  if (env.RATE_LIMIT_MAX === 0 && env.LOGIN_RATE_LIMIT_MAX === 0) return;
  const timeWindow = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  // Tag the sign-in route before the plugin reads routes (onRoute hooks run in registration order).
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/auth.login' && env.LOGIN_RATE_LIMIT_MAX > 0)
      route.config = {
        ...(route.config as object),
        rateLimit: { max: env.LOGIN_RATE_LIMIT_MAX, timeWindow },
      };
  });
  const store =
    env.RATE_LIMIT_STORE === 'postgres' && deps.pool ? PostgresRateLimitStore.factory(deps.pool) : undefined;
  await app.register(fastifyRateLimit, {
    global: env.RATE_LIMIT_MAX > 0,
    max: env.RATE_LIMIT_MAX > 0 ? env.RATE_LIMIT_MAX : 1_000_000_000,
    timeWindow,
    allowList: (request) => !limited(request),
    nameSpace: 'console-rate-',
    ...(env.RATE_LIMIT_STORE === 'redis' && deps.redis ? { redis: deps.redis } : {}),
    ...(store ? { store } : {}),
    // A store that cannot be reached (Redis restarting) lets calls through rather than failing them all.
    skipOnError: true,
  });
}
