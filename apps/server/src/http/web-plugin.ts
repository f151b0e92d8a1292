import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built console and answers index.html for its client-side routes (history mode). */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`No built console in ${distDir}: run "npm run build -w apps/web". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    setHeaders: (reply, filePath) => {
      void reply.header('x-content-type-options', 'nosniff');
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/files/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
