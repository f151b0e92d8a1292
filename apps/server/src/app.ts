import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@console/contract';
import { publicUrl, type Env } from './config/env';
import type { Database } from './db/client';
import { callsPlugin } from './http/calls-plugin';
import { registerErrorHandler } from './http/error-handler';
import { HANDLERS } from './http/handlers';
import { registerHealth } from './http/health';
import { createLogger, loggerOptions } from './http/logger';
import { redisFor } from './http/redis-client';
import { newLifecycle, registerLifecycle, type Lifecycle } from './http/lifecycle';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { requestId } from './http/request-id';
import { registerRateLimits, registerSecurityHeaders } from './http/security';
import { registerWeb } from './http/web-plugin';
import { registerFileServing } from './modules/files/files.routes';
import { registerMetering } from './modules/credits/metering';
import { createSessionCache, SESSION_CHANGES_CHANNEL, sessionLookups } from './modules/auth/session-cache';
import { localDiskStorage, type FileStorage } from './storage/file-storage';

export interface AppOptions {
  env: Env;
  database: Database;
  storage?: FileStorage;
  /** Serve the built console from env.WEB_DIST (off in API tests). */
  serveWeb?: boolean;
  /** The process's logger (server.ts makes one before the database opens); else one from env. */
  logger?: FastifyBaseLogger;
  /** Shared with server.ts, which flips it on SIGTERM. */
  lifecycle?: Lifecycle;
}

export { createLogger, loggerOptions };

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** The storage STORAGE_DRIVER names (the S3 client is loaded only when used). */
export async function storageFor(env: Env): Promise<FileStorage> {
  if (env.STORAGE_DRIVER !== 's3') return localDiskStorage(env.STORAGE_DIR);
  const { s3Storage } = await import('./storage/s3-storage');
  return s3Storage({
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  });
}

/** The whole service as a Fastify instance; tests drive it with app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const storage = options.storage ?? (await storageFor(env));
  const lifecycle = options.lifecycle ?? newLifecycle();
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: env.LOG_LEVEL === 'silent' ? false : loggerOptions(env) }),
    genReqId: requestId,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Probes come every few seconds from every kubelet and scraper: not worth a log line each.
      disableRequestLogging: (request) => request.url.startsWith('/api/health') || request.url === '/metrics',
    }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Bounded waits for slow clients; the drain (server.ts) closes idle keep-alive connections itself.
    requestTimeout: 120_000,
  });
  app.decorate('lifecycle', lifecycle);
  registerErrorHandler(app);
  registerLifecycle(app, lifecycle);
  registerSecurityHeaders(app, { https: publicUrl(env).startsWith('https://') });
  const redis = await redisFor(env, app.log);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  await registerRateLimits(app, env, { redis, pool: database.pool });
  if (env.METRICS_ENABLED) registerMetrics(app, database);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  registerHealth(app, database, lifecycle, env.READY_TIMEOUT_MS);
  registerOpenApi(app);
  registerFileServing(app, database.db, storage);
  const sessions = createSessionCache({
    ttlMs: env.SESSION_CACHE_SECONDS * 1000,
    onLookup: env.METRICS_ENABLED ? (source) => sessionLookups.inc({ source }) : undefined,
  });
  if (env.SESSION_CACHE_SECONDS > 0) {
    const unlisten = await database.listen(
      SESSION_CHANGES_CHANNEL,
      () => sessions.invalidate(),
      (listening) => sessions.setListening(listening),
    );
    app.addHook('onClose', async () => unlisten());
  }
  await app.register(callsPlugin, { database, env, storage, handlers: HANDLERS, sessions });
  registerMetering(app, database, env);
  if (options.serveWeb) await registerWeb(app, env.WEB_DIST);
  return app;
}
