import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../http/app-error';
import { endpointPath, refuseKeyInQuery } from './gateway-path';
import type { GatewayRouteDeps } from './gateway.routes';
import { admitCall, keyHolder } from './gateway.service';

// The gateway's checks as one call, for operators who already run a gateway of their own (issue 27,
// item 6): NGINX `auth_request` and Envoy `ext_authz` (HTTP service) ask it before they forward a call to
// the microservice's pod themselves. The very checks of a call through the gateway (keyHolder and
// admitCall of gateway.service.ts, in the same order, with the same refusals); nothing is charged here:
// the operator reports each answered call with the usage call (POST /api/gateway/usage) from its access
// log. The body is never read: the answer is given in onRequest, before Fastify reads a byte of it.

/** The check's path; `${CHECK_PATH}/<owner>/<url code>/v<major>/<endpoint>` also (Envoy's path_prefix). */
export const CHECK_PATH = '/api/gateway/check';

/** The methods a microservice endpoint answers (ENDPOINT_ROUTE); any other names no endpoint. */
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** At most this long an original URI (NGINX's $request_uri); a longer one is refused (400). */
const MAX_URI_LENGTH = 4096;

/**
 * Headers of an admitted call, for the operator's proxy to pass to the pod (as the gateway does with the
 * first two) and to write in its access log for the usage call.
 */
export const CHECK_HEADERS = {
  userId: 'x-caller-user-id',
  orgId: 'x-caller-org-id',
  ownerId: 'x-caller-owner-id',
  microserviceId: 'x-caller-microservice-id',
  /** The call's list price (the usage call's `amount`; a discount applies at metering). */
  price: 'x-caller-price',
  /** A usage key made for this call (the usage call's `usageKey`): a log line sent twice is charged once. */
  usageKey: 'x-caller-usage-key',
} as const;

/** A refusal's JSON body again in a header (ASCII): NGINX's auth_request passes only 401 and 403 on. */
export const ERROR_HEADER = 'x-gateway-error';
const MAX_ERROR_HEADER = 2000;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The call the proxy asks about: after the check's own path (Envoy's path_prefix, method as sent), or
 * in X-Original-URI / X-Original-Method (NGINX; X-Forwarded-Uri / -Method as Traefik sends them).
 */
export function originalCall(request: FastifyRequest): { method: string; uri: string } {
  const rest = request.url.slice(CHECK_PATH.length);
  if (rest.startsWith('/')) return { method: request.method, uri: rest };
  const uri = first(request.headers['x-original-uri']) ?? first(request.headers['x-forwarded-uri']);
  if (!uri)
    throw new AppError(
      'INVALID_INPUT',
      `Send the call to check in the X-Original-URI header, or after ${CHECK_PATH} in the path`,
    );
  const method =
    first(request.headers['x-original-method']) ??
    first(request.headers['x-forwarded-method']) ??
    request.method;
  return { method: method.toUpperCase(), uri: uri.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') };
}

/** The endpoint path's four parts of `uri`, or 404 when it has another shape (as the gateway's router). */
function pathParams(uri: string) {
  if (uri.length > MAX_URI_LENGTH || !uri.startsWith('/'))
    throw new AppError('INVALID_INPUT', 'The original URI is not a path of at most 4096 characters');
  const parts = uri.split('?')[0]!.split('/').slice(1);
  const none = () => notFound(`No microservice answers at ${uri.split('?')[0]}`);
  if (parts.length !== 4) throw none();
  try {
    const [owner, urlCode, version, endpoint] = parts.map((p) => decodeURIComponent(p));
    return { owner, urlCode, version, endpoint };
  } catch {
    throw none();
  }
}

async function check(request: FastifyRequest, reply: FastifyReply, deps: GatewayRouteDeps) {
  const { method, uri } = originalCall(request);
  refuseKeyInQuery(uri);
  const params = pathParams(uri);
  if (!METHODS.has(method)) throw notFound(`No microservice answers ${method} ${uri.split('?')[0]}`);
  const service = { db: deps.database.db, env: deps.env, caches: deps.caches };
  const holder = await keyHolder(service, request.headers['x-api-key']);
  const path = endpointPath(params, uri);
  const admitted = await admitCall({ ...service, limit: deps.limiterOf(request) }, holder, path);
  const usageKey = `chk:${randomUUID()}`;
  return reply
    .header(CHECK_HEADERS.userId, String(holder.userId))
    .header(CHECK_HEADERS.orgId, String(holder.orgId))
    .header(CHECK_HEADERS.ownerId, String(holder.ownerId))
    .header(CHECK_HEADERS.microserviceId, String(admitted.endpoint.id))
    .header(CHECK_HEADERS.price, admitted.price)
    .header(CHECK_HEADERS.usageKey, usageKey)
    .send({
      allowed: true,
      userId: holder.userId,
      orgId: holder.orgId,
      microserviceId: admitted.endpoint.id,
      price: admitted.price,
      usageKey,
    });
}

/** JSON text in ASCII (non-ASCII characters as \u escapes), to fit in a header. */
const asciiJson = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** GET (or any endpoint method) /api/gateway/check[/<endpoint path>]: 200 and x-caller-*, or the refusal. */
export function registerCheckRoute(app: FastifyInstance, deps: GatewayRouteDeps): void {
  for (const url of [CHECK_PATH, `${CHECK_PATH}/*`])
    app.route({
      method: [...METHODS],
      url,
      // The whole check runs before the body would be read; the handler is never reached.
      onRequest: (request, reply) => check(request, reply, deps),
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode >= 400 && typeof payload === 'string' && payload.length <= MAX_ERROR_HEADER)
          void reply.header(ERROR_HEADER, asciiJson(payload));
        return payload;
      },
      handler: async () => {
        throw new AppError('INVALID_INPUT', 'Unreachable: the check answers before the body is read');
      },
    });
}
