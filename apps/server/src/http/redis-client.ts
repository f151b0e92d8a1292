import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../config/env';
import { redactUrl } from '../db/db-errors';

/** The Redis client of the rate limits (REDIS_URL), or null; the gateway counts its plan limits there too. */
export async function redisFor(env: Env, log: FastifyBaseLogger): Promise<Redis | null> {
  if (env.RATE_LIMIT_STORE !== 'redis' || !env.REDIS_URL) return null;
  const { Redis } = await import('ioredis');
  // Fail fast while Redis is away rather than queue commands: the console's limits then let calls
  // through, the gateway's plan limits refuse them (503).
  const redis = new Redis(env.REDIS_URL, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  let lastWarning = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    log.warn(`Redis (rate limits): ${err.message}`);
  });
  // Count from the first call: wait (briefly) for the connection before serving.
  const connected = await Promise.race([
    new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true))),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000).unref()),
  ]);
  if (!connected)
    log.warn(`Redis at ${redactUrl(env.REDIS_URL)} not reachable yet: rate limits not counted until it is`);
  return redis;
}
