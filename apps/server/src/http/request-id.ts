import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ACCEPTED = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * The request's id: the caller's x-request-id when it looks like one (a proxy's or a load balancer's,
 * so one id follows a request through every hop), else a new UUID. It is in every log line of the
 * request, in the x-request-id answer header and in error bodies.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
