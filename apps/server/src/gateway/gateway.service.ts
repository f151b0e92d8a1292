import { money, richTextWords, todayUtc } from '@console/contract';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { AppError, forbidden, notFound } from '../http/app-error';
import { hashKey } from '../modules/auth/session.repository';
import { functionAccess } from '../modules/groups/function-access';
import { keyExpired, keyExpiresAt } from '../modules/organisations/api-keys';
import {
  callsThisMonth,
  findEndpoint,
  findKeyHolder,
  findOutageNow,
  spendableOf,
  type EndpointRow,
  type KeyHolder,
} from './gateway.repository';
import type { GatewayCaches } from './gateway-cache';
import { callPrice, needsCallCount } from './pricing';
import { planRule, type RateLimiter } from './rate-limit';
import { requirePodRunning } from './upstreams';

// The checks of one customer call (decision 0350), in this order, each refusing with its own error and
// nothing charged: the key (401), its user, organisation and owner (403), the endpoint (404), the
// function access (403), an outage (503), the plan's rate (429), the price (503) and the credit (402),
// then the pod (503). Only then does the gateway call the pod and meter the answer.

/** The path a customer calls: /<owner code>/<url code>/v<major>/<endpoint>. */
export interface EndpointPath {
  owner: string;
  urlCode: string;
  major: number;
  endpoint: string;
}

export interface GatewayDeps {
  db: Db;
  env: Env;
  /** The rate limiter of this request (rate-limit.ts). */
  limit: RateLimiter;
  caches: GatewayCaches;
}

/** A call that passed every check: who makes it, what it calls and its list price. */
export interface Admitted {
  holder: KeyHolder;
  endpoint: EndpointRow;
  price: string;
}

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);

/** Checks 3 to 9 for the holder of a key that passed `keyHolder`: what it calls, and whether it may now. */
export async function admitCall(deps: GatewayDeps, holder: KeyHolder, path: EndpointPath): Promise<Admitted> {
  const endpoint = await findEndpoint(deps.db, path);
  if (!endpoint?.hasVersion)
    throw notFound(
      `No microservice answers at /${path.owner}/${path.urlCode}/v${path.major}/${path.endpoint}`,
    );
  await requireAccess(deps, holder, endpoint);
  await requireNoOutage(deps.db, endpoint);
  await requireRate(deps.limit, holder);
  const price = await requireCredit(deps.db, holder, endpoint);
  requirePodRunning(endpoint);
  return { holder, endpoint, price };
}

/**
 * Checks 1 and 2 (run before the body is read): the key's holder, looked up by the key's SHA-256 (an index lookup: no comparison of secrets in our
 * code to time). Unknown (never issued, or replaced by a regenerated one) or past the owner's key
 * lifetime: 401. A holder that is no longer active, or whose organisation or owner is not: 403.
 */
export async function keyHolder(
  { db, caches }: Pick<GatewayDeps, 'db' | 'caches'>,
  apiKey: unknown,
): Promise<KeyHolder> {
  if (typeof apiKey !== 'string' || !apiKey)
    throw unauthenticated('An API key is required in the x-api-key header');
  if (!/^[\x21-\x7e]{1,200}$/.test(apiKey)) throw unauthenticated('The API key is not valid');
  const hash = hashKey(apiKey);
  const holder = await caches.holders.find(hash, () => findKeyHolder(db, hash));
  if (!holder) throw unauthenticated('The API key is not valid (unknown, or replaced by a new one)');
  if (keyExpired(keyExpiresAt(holder.keyCreatedAt, holder.keyMaxDays)))
    throw unauthenticated('The API key has expired: regenerate it in the console');
  if (!holder.userActive) throw forbidden("The API key's user is not active");
  if (!holder.orgActive) throw forbidden("The API key's organisation is not active");
  if (!holder.ownerActive) throw forbidden("The API key's owner is not active");
  return holder;
}

/** Whether the key's holder may call microservice `microserviceId` (decision 0170), through the cache. */
export async function mayCall(
  { db, caches }: Pick<GatewayDeps, 'db' | 'caches'>,
  holder: KeyHolder,
  microserviceId: number,
): Promise<boolean> {
  const scope = { ownerId: holder.ownerId, orgId: holder.orgId };
  const access = await caches.access.find(
    `${holder.userId}:${microserviceId}:${scope.ownerId}:${scope.orgId}`,
    () => functionAccess(db, holder.userId, microserviceId, scope),
  );
  return Boolean(access?.allowed);
}

/** The access model's one answer (decision 0170): the function directly or through a group. */
async function requireAccess(deps: GatewayDeps, holder: KeyHolder, endpoint: EndpointRow) {
  if (!(await mayCall(deps, holder, endpoint.id)))
    throw forbidden(`Your API key's user may not call ${endpoint.name}`);
}

async function requireNoOutage(db: Db, endpoint: EndpointRow): Promise<void> {
  const outage = await findOutageNow(db, endpoint.id);
  if (!outage) return;
  const seconds = outage.endAt ? Math.ceil((outage.endAt.getTime() - Date.now()) / 1000) : 300;
  const until = outage.endAt ? ` until ${outage.endAt.toISOString()}` : '';
  throw new AppError(
    'OUTAGE',
    `${endpoint.name} is in an outage${until}: ${richTextWords(outage.outage).replace(/\s+/g, ' ')}`,
    undefined,
    { 'retry-after': String(Math.max(1, seconds)) },
  );
}

async function requireRate(limit: RateLimiter, holder: KeyHolder): Promise<void> {
  const rule = planRule(holder.userId, holder.rateLimit);
  if (!rule) return;
  const verdict = await limit(rule);
  if (verdict.exceeded)
    throw new AppError(
      'TOO_MANY_ATTEMPTS',
      `Your plan allows ${rule.max} call(s) per ${rule.windowMs / 1000} s for each API key; try again later`,
      undefined,
      { 'retry-after': String(verdict.retryAfterSeconds) },
    );
}

/**
 * The call's list price, and credit that can pay it (the metering after the answer checks again under
 * the account's lock, with any discount). Measured against the list price: a discount that would make
 * a call affordable at the very edge of a balance is not foreseen here.
 */
async function requireCredit(db: Db, holder: KeyHolder, endpoint: EndpointRow): Promise<string> {
  const callsBefore = needsCallCount(endpoint) ? await callsThisMonth(db, holder.orgId, endpoint.id) : 0;
  const price = callPrice(endpoint, callsBefore);
  if (price === null)
    throw new AppError('NOT_PRICED', `${endpoint.name} has no price for its calls yet; nothing was charged`);
  const credit = await spendableOf(db, holder.orgId, todayUtc());
  if (!credit.hasAccount || money(credit.spendable).lt(price))
    throw new AppError(
      'INSUFFICIENT_CREDIT',
      `Your organisation's credit (${credit.spendable}) cannot pay this call (${price}): add credit`,
    );
  return price;
}
