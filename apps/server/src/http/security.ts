import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
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

/**
 * Helmet's headers (helmet 8, with the policy above), worked out once: helmet is run against a
 * collecting response at start, and every answer gets the same headers in one call. (@fastify/helmet
 * rebuilt helmet's middleware on every request: about 2 % of a cheap call's time.)
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // No upgrade-insecure-requests: the embedded default is plain http on 127.0.0.1, and a console
      // opened at http://<address> must still load its own files.
      directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]])),
    },
    // HSTS only makes sense over https; a TLS-terminating proxy in front sets its own.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What a JSON answer of the API needs of them: no sniffing, and a policy that lets nothing load or frame
 * it. The page headers (a policy for a document, frame and referrer rules) mean nothing for JSON, and 15
 * headers on every call cost it measurably (about 0.02 ms each call).
 */
export const API_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  // Sign-in answers carry the session key, key generation the API key, organisations their activation
  // key, and every other answer a tenant's data: no answer of the API is kept by a browser or a proxy
  // (decision 0360). A route may still set its own (none does).
  'cache-control': 'no-store',
};

/** One year; without includeSubDomains, which would bind hosts the console does not own. */
export const HSTS = 'max-age=31536000';

/**
 * Every answer's headers: the API's or the console page's, and Strict-Transport-Security when the
 * console is served over https (`https` true: PUBLIC_URL is https://…). Browsers ignore it over http.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https?: boolean } = {}): void {
  const hsts = options.https ? { 'strict-transport-security': HSTS } : {};
  const api = { ...API_HEADERS, ...hsts };
  const page = { ...securityHeaders(), ...hsts };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith('/api/') ? api : page);
    done();
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
    // Redis that cannot be reached (restarting) lets calls through rather than failing them all. The
    // PostgreSQL store decides itself (rate-limit-store.ts): the database away answers 503 at once.
    skipOnError: !store,
  });
}
