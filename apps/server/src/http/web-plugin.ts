import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './error-handler';

/** Paths the console's router never uses: answered by the server or 404, never the console page. */
const SERVER_PREFIXES = ['/api/', '/files/', '/assets/', '/metrics'];

/**
 * Whether a request that matched no route is a person opening a console page (history-mode routing):
 * GET or HEAD of /, or of a path where a browser asks for HTML, outside the server's own prefixes and without a file
 * extension (/readyz from a probe, /foo.php from a scanner and /api/whatever all get 404).
 */
export function isConsoleNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (pathname === '/') return true;
  if (SERVER_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/** Serves the built console and answers index.html for its client-side routes (see isConsoleNavigation). */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`No built console in ${distDir}: run "npm run build". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // index.html is served by the route below (no-cache); a stale copy would name assets that are gone.
    index: false,
    setHeaders: (reply, filePath) => {
      void reply.header('x-content-type-options', 'nosniff');
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    if (!isConsoleNavigation(request))
      return reply
        .status(404)
        .send(errorBody(request, 'NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0]}`));
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', { cacheControl: false });
  };
  app.get('/', page);
  app.get('/*', page);
}
