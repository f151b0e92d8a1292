import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@console/contract';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { callsPlugin } from './http/calls-plugin';
import { registerErrorHandler } from './http/error-handler';
import { HANDLERS } from './http/handlers';
import { registerOpenApi } from './http/openapi';
import { registerWeb } from './http/web-plugin';
import { registerFileServing } from './modules/files/files.routes';
import { localDiskStorage, type FileStorage } from './storage/file-storage';

export interface AppOptions {
  env: Env;
  database: Database;
  storage?: FileStorage;
  /** Serve the built console from env.WEB_DIST (off in API tests). */
  serveWeb?: boolean;
}

/** The whole service as a Fastify instance; tests drive it with app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const storage = options.storage ?? localDiskStorage(env.STORAGE_DIR);
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, redact: ['req.headers["x-api-key"]'] },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  registerErrorHandler(app);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  app.get('/api/health', async () => ({ status: 'ok', database: database.kind }));
  registerOpenApi(app);
  registerFileServing(app, database.db, storage);
  await app.register(callsPlugin, { database, env, storage, handlers: HANDLERS });
  if (options.serveWeb) await registerWeb(app, env.WEB_DIST);
  return app;
}
