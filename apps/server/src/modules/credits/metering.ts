import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  METERING_KEY_HEADER,
  METERING_PATH,
  meteringInput,
  meteringOutput,
  CREDIT_MESSAGES as M,
  moneyText,
} from '@console/contract';
import type { Env } from '../../config/env';
import type { Database, Db } from '../../db/client';
import { preparedText } from '../../db/prepared';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { parseInput } from '../../http/call-guards';
import { todayUtc } from './ledger';

// The platform gateway's metering call (decision 0181): not a console call, no session. The gateway
// proves itself with METERING_SERVICE_KEY in the x-service-key header; unset, the route answers 404.

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the service key, compared in constant time. */
export function isServiceKey(expected: string, given: unknown): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(expected), digest(given));
}

export interface MeterInput {
  orgId: number;
  usageKey: string;
  /** The list price, exact text with four decimals (meteringInput). */
  amount: string;
  microserviceId?: number;
  userId?: number;
}

interface Metered {
  outcome: 'ok' | 'replayed' | 'conflict' | 'insufficient' | 'not_found' | 'unknown_user';
  usage_id: number | null;
  charged: string | null;
  balance: string | null;
  discount_id: number | null;
}

/**
 * Records one usage in one statement: the SQL function meter_usage (migration perf_indexes, decision 0230)
 * locks the organisation's Spending account, answers a usage key already recorded, applies the running
 * discount of the microservice (decision 0183), refuses a short balance with nothing written, and takes
 * the usage from the grants in spending order, one SPEND entry per grant (decision 0180).
 */
export async function meterUsage(database: Database, input: MeterInput, today = todayUtc()) {
  const [row] = await preparedText<Metered>(
    database.db,
    'meter_usage',
    'select outcome, usage_id, charged::text, balance::text, discount_id from meter_usage($1, $2, $3::numeric, $4, $5::date, $6)',
    [input.orgId, input.usageKey, input.amount, input.microserviceId ?? null, today, input.userId ?? null],
  );
  switch (row?.outcome) {
    case 'ok':
    case 'replayed':
      return {
        usageId: Number(row.usage_id),
        charged: moneyText(row.charged!),
        balance: moneyText(row.balance!),
        replayed: row.outcome === 'replayed',
        discountId: row.discount_id === null ? null : Number(row.discount_id),
      };
    case 'conflict':
      throw new AppError('CONFLICT', M.USAGE_KEY_REUSED, { usageKey: [M.USAGE_KEY_REUSED] });
    case 'insufficient':
      throw new AppError('INSUFFICIENT_CREDIT', M.INSUFFICIENT);
    case 'unknown_user':
      throw new AppError('INVALID_INPUT', M.USAGE_USER_UNKNOWN, { userId: [M.USAGE_USER_UNKNOWN] });
    default:
      throw notFound(M.ORG_NOT_FOUND);
  }
}

// The microservice a usage names, as the organisation may use it: its owner's own, one of the platform's
// catalogue, or assigned to its owner or to it. Another owner's private microservice is not.
const USABLE = `select exists (select 1 from microservices m where m.id = $1 and m.type_id = 102) as found,
    exists (select 1 from organisations o join microservices m on m.id = $1
      where o.id = $2 and (m.owner_id = o.owner_id or m.in_catalogue
        or exists (select 1 from microservice_assignments a where a.owner_id = o.owner_id and a.microservice_id = m.id)
        or exists (select 1 from organisation_functions f where f.org_id = o.id and f.function_id = m.id))) as usable,
    exists (select 1 from organisations o where o.id = $2) as "orgFound"`;

/**
 * A usage reported for a microservice that does not exist answers 404 (not the foreign key's 500), and
 * one the organisation has no access to 403, with nothing recorded; an unknown organisation is left to
 * meterUsage (404).
 */
export async function requireUsableMicroservice(db: Db, input: Pick<MeterInput, 'orgId' | 'microserviceId'>) {
  if (input.microserviceId === undefined) return;
  const [row] = await preparedText<{ found: boolean; usable: boolean; orgFound: boolean }>(
    db,
    'metering_usable',
    USABLE,
    [input.microserviceId, input.orgId],
  );
  if (!row?.orgFound) return;
  if (!row.found) throw notFound(M.USAGE_MICROSERVICE_UNKNOWN);
  if (!row.usable) throw forbidden(M.USAGE_MICROSERVICE_FORBIDDEN);
}

/** POST /api/gateway/usage: the gateway's service key, then the usage. */
export function registerMetering(app: FastifyInstance, database: Database, env: Env): void {
  const key = env.METERING_SERVICE_KEY;
  app.post(METERING_PATH, async (request, reply) => {
    if (!key) throw notFound('Metering is not enabled: set METERING_SERVICE_KEY');
    if (!isServiceKey(key, request.headers[METERING_KEY_HEADER]))
      throw new AppError('UNAUTHENTICATED', 'A valid service key is required');
    const input = parseInput(meteringInput, request.body ?? {});
    await requireUsableMicroservice(database.db, input);
    const out = await meterUsage(database, input);
    return reply.send(meteringOutput.parse(out));
  });
}
