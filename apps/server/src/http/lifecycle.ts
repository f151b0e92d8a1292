import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

/**
 * The process's state as the probes and the drain see it. On SIGTERM server.ts first sets `ready`
 * false (the readiness probe fails, load balancers stop sending), then `draining` (new calls answer
 * 503 UNAVAILABLE with Connection: close), waits for `inFlight` to reach 0 and closes.
 */
export interface Lifecycle {
  ready: boolean;
  draining: boolean;
  inFlight: number;
}

export const newLifecycle = (): Lifecycle => ({ ready: true, draining: false, inFlight: 0 });

/** Probes and metrics keep answering while the server drains. */
const isProbe = (url: string) => url.startsWith('/api/health') || url === '/metrics';

export function registerLifecycle(app: FastifyInstance, lifecycle: Lifecycle): void {
  // Callback-style hooks: they run on every request, and a promise each costs more than the work.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    if (lifecycle.draining && !isProbe(request.url)) {
      void reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .send(errorBody(request, 'UNAVAILABLE', 'The server is shutting down. Please try again.'));
      return;
    }
    lifecycle.inFlight += 1;
    // 'close' comes once per response, finished or abandoned by the client.
    reply.raw.once('close', () => {
      lifecycle.inFlight -= 1;
    });
    done();
  });
  // While draining, every answer closes its connection: an idle keep-alive connection would otherwise
  // hold the server open until its timeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
}
