import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { API_HEADERS } from '../http/security';
import { chargeCall } from './charge';
import type { GatewayCaches } from './gateway-cache';
import { endpointPath, refuseKeyInQuery } from './gateway-path';
import type { KeyHolder } from './gateway.repository';
import { admitCall, keyHolder, type Admitted } from './gateway.service';
import type { RateLimiter } from './rate-limit';
import { upstreamOf } from './upstreams';

/** The path every microservice endpoint answers at (registrationEndpoint in the contract). */
export const ENDPOINT_ROUTE = '/:owner/:urlCode/:version/:endpoint';

export interface GatewayRouteDeps {
  env: Env;
  database: Database;
  limiterOf: (request: FastifyRequest) => RateLimiter;
  localPods: string | null;
  caches: GatewayCaches;
}

// Headers the pod never sees: the caller's secrets. It learns who calls from x-caller-* instead.
const SECRET_HEADERS = ['x-api-key', 'x-service-key', 'authorization', 'cookie'];

/**
 * One customer call: the URL and the key are checked as soon as the request arrives (onRequest), so an
 * unknown caller's body is never read; then the other checks (gateway.service.ts), the pod through
 * @fastify/reply-from, and the charge.
 */
export function registerGatewayRoute(app: FastifyInstance, deps: GatewayRouteDeps): void {
  const holders = new WeakMap<FastifyRequest, KeyHolder>();
  const service = { db: deps.database.db, env: deps.env, caches: deps.caches };
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: ENDPOINT_ROUTE,
    onRequest: async (request) => {
      refuseKeyInQuery(request.url);
      holders.set(request, await keyHolder(service, request.headers['x-api-key']));
    },
    handler: async (request, reply) => {
      const path = endpointPath(request.params, request.url);
      const limit = deps.limiterOf(request);
      const admitted = await admitCall({ ...service, limit }, holders.get(request)!, path);
      const upstream = upstreamOf(deps.env, admitted.endpoint, deps.localPods);
      return proxy(request, reply, { ...admitted, upstream }, deps);
    },
  });
}

type Routed = Admitted & { upstream: string };

function proxy(request: FastifyRequest, reply: FastifyReply, admitted: Routed, deps: GatewayRouteDeps) {
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  return reply.from(`${admitted.upstream}${request.url.split('?')[0]}`, {
    timeout: deps.env.GATEWAY_UPSTREAM_TIMEOUT_MS,
    ...(body && { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }),
    rewriteRequestHeaders: (_req, headers) => forwarded(headers, request.id, admitted),
    onResponse: (_req, _reply, res) => void answer(reply, res, admitted, deps.database),
    onError: (_reply, { error }) => {
      const timedOut = (error as { statusCode?: number }).statusCode === 504;
      request.log.warn({ err: { message: error.message } }, 'gateway: the pod did not answer');
      void reply.send(
        timedOut
          ? new AppError(
              'UPSTREAM_TIMEOUT',
              `${admitted.endpoint.name} did not answer within ${deps.env.GATEWAY_UPSTREAM_TIMEOUT_MS} ms; nothing was charged`,
            )
          : new AppError(
              'UPSTREAM_FAILED',
              `${admitted.endpoint.name} could not be reached or broke the connection; nothing was charged`,
            ),
      );
    },
  });
}

function forwarded(headers: IncomingHttpHeaders, requestId: string, admitted: Admitted): IncomingHttpHeaders {
  const out = { ...headers };
  for (const name of SECRET_HEADERS) delete out[name];
  out['x-request-id'] = requestId;
  out['x-caller-user-id'] = String(admitted.holder.userId);
  out['x-caller-org-id'] = String(admitted.holder.orgId);
  return out;
}

interface PodResponse {
  statusCode: number;
  stream: IncomingMessage;
}

/** Headers of our own that an error answer keeps when the pod's answer is dropped. */
const OWN_HEADERS = new Set(['x-request-id', ...Object.keys(API_HEADERS)]);

/**
 * The pod answered: a 5xx is its failure and is passed on uncharged; anything else is charged first and
 * given only once charged, with the credit left in x-credit-remaining. A charge refused (the balance went
 * short meanwhile) or impossible (database away) drops the pod's answer for the error.
 */
async function answer(reply: FastifyReply, res: PodResponse, admitted: Admitted, database: Database) {
  if (res.statusCode >= 500) return reply.header('x-credit-charged', '0.0000').send(res.stream);
  try {
    const charge = await chargeCall(database, admitted);
    return reply
      .header('x-credit-charged', charge.charged)
      .header('x-credit-remaining', charge.balance)
      .send(res.stream);
  } catch (err) {
    res.stream.destroy();
    for (const name of Object.keys(reply.getHeaders())) if (!OWN_HEADERS.has(name)) reply.removeHeader(name);
    return reply.send(err);
  }
}
