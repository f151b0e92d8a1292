import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { money } from '@console/contract';
import type { Env } from '../config/env';
import { AppError } from '../http/app-error';
import { PostgresRateLimitStore } from '../http/rate-limit-store';

/** At most `max` calls per `windowMs` for `key`. */
export interface RateRule {
  key: string;
  max: number;
  windowMs: number;
}

export interface RateVerdict {
  exceeded: boolean;
  /** Seconds until the window ends (Retry-After). */
  retryAfterSeconds: number;
}

/** Counts one call under `rule`; throws when the counters cannot be reached. */
export type RateLimiter = (rule: RateRule) => Promise<RateVerdict>;

/**
 * The plan's rate limit (Plan Details, 'm/s': calls per second) as a rule per API key: N per second for
 * a rate of N or more, else one call per 1/rate seconds (0.5: one every 2 s). None without a rate.
 */
export function planRule(userId: number, rateLimit: string | null): RateRule | null {
  if (rateLimit === null) return null;
  const rate = money(rateLimit);
  if (rate.lte(0)) return null;
  if (rate.gte(1)) return { key: `key:${userId}`, max: rate.floor().toNumber(), windowMs: 1000 };
  return { key: `key:${userId}`, max: 1, windowMs: Math.ceil(1000 / rate.toNumber()) };
}

/**
 * @fastify/rate-limit's limiter, counted where the console counts its own limits (RATE_LIMIT_STORE:
 * Redis, PostgreSQL or memory), so every gateway replica shares the counters. Unlike the console's
 * limits, a store that fails is an error (the call answers 503): a plan's limit is not skipped.
 * Answers the limiter of one request.
 */
export async function gatewayRateLimiter(
  app: FastifyInstance,
  env: Env,
  deps: { redis: Redis | null; pool: pg.Pool | null },
): Promise<(request: FastifyRequest) => RateLimiter> {
  const rules = new WeakMap<FastifyRequest, RateRule>();
  const store =
    env.RATE_LIMIT_STORE === 'postgres' && deps.pool ? PostgresRateLimitStore.factory(deps.pool) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    nameSpace: 'gateway-rate-',
    ...(env.RATE_LIMIT_STORE === 'redis' && deps.redis ? { redis: deps.redis } : {}),
    ...(store ? { store } : {}),
    skipOnError: false,
  });
  const limit = app.createRateLimit({
    keyGenerator: (request) => rules.get(request)!.key,
    max: (request) => rules.get(request)!.max,
    timeWindow: (request) => rules.get(request)!.windowMs,
  });
  return (request) => async (rule) => {
    rules.set(request, rule);
    let verdict: Awaited<ReturnType<typeof limit>>;
    try {
      verdict = await limit(request);
    } catch (err) {
      request.log.warn(
        { err: { message: (err as Error).message } },
        'gateway rate-limit store unavailable: 503',
      );
      throw new AppError(
        'UNAVAILABLE',
        'The rate-limit counters cannot be reached right now; nothing was charged. Try again in a moment',
        undefined,
        { 'retry-after': '2' },
      );
    }
    if (verdict.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
    return { exceeded: verdict.isExceeded, retryAfterSeconds: Math.max(1, verdict.ttlInSeconds) };
  };
}
