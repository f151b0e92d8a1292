import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  METERING_KEY_HEADER,
  METERING_PATH,
  meteringInput,
  meteringOutput,
  CREDIT_MESSAGES as M,
  money,
} from '@console/contract';
import type { Env } from '../../config/env';
import type { Database, Db } from '../../db/client';
import { queryRow } from '../../db/sql';
import { AppError, notFound } from '../../http/app-error';
import { parseInput } from '../../http/call-guards';
import { findSpendingAccount, spend, todayUtc } from './ledger';

// The platform gateway's metering call (decision 0181): not a console call, no session. The gateway
// proves itself with METERING_SERVICE_KEY in the x-service-key header; unset, the route answers 404.

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the service key, compared in constant time. */
export function isServiceKey(expected: string, given: unknown): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(expected), digest(given));
}

/**
 * The running discount with the largest percentage on `microserviceId` for `orgId` today: one that
 * names no organisation is for every organisation (decision 0183).
 */
async function discountFor(db: Db, orgId: number, microserviceId: number, today: string) {
  return queryRow<{ id: number; discount: string }>(
    db,
    sql`select d.id, d.discount::text as discount
        from discounts d join discount_microservices dm on dm.discount_id = d.id
        where dm.microservice_id = ${microserviceId}
          and d.start_date <= ${today}::date and d.end_date >= ${today}::date
          and (not exists (select 1 from discount_organisations o where o.discount_id = d.id)
               or exists (select 1 from discount_organisations o where o.discount_id = d.id and o.org_id = ${orgId}))
        order by d.discount desc, d.id limit 1`,
  );
}

/** The price after a discount of `percent` per cent, to four decimals (half up). */
export const discounted = (amount: string, percent: string): string =>
  money(amount).times(money(100).minus(percent)).div(100).toDecimalPlaces(4, 4).toFixed(4);

export interface MeterInput {
  orgId: number;
  usageKey: string;
  amount: string;
  microserviceId?: number;
}

/** Records one usage in one transaction (see `spend`). */
export async function meterUsage(database: Database, input: MeterInput, today = todayUtc()) {
  return database.db.transaction(async (tx) => {
    const accountId = await findSpendingAccount(tx, input.orgId);
    if (accountId === null) {
      const org = await queryRow(
        tx,
        sql`select 1 from organisations where id = ${input.orgId} and status = 'Active'`,
      );
      if (!org) throw notFound(M.ORG_NOT_FOUND);
      throw new AppError('INSUFFICIENT_CREDIT', M.INSUFFICIENT);
    }
    const microserviceId = input.microserviceId ?? null;
    const discount = microserviceId ? await discountFor(tx, input.orgId, microserviceId, today) : null;
    const charged = discount ? discounted(input.amount, discount.discount) : input.amount;
    return spend(
      tx,
      accountId,
      {
        orgId: input.orgId,
        usageKey: input.usageKey,
        amount: input.amount,
        charged,
        microserviceId,
        discountId: discount ? Number(discount.id) : null,
      },
      today,
    );
  });
}

/** POST /api/gateway/usage: the gateway's service key, then the usage. */
export function registerMetering(app: FastifyInstance, database: Database, env: Env): void {
  const key = env.METERING_SERVICE_KEY;
  app.post(METERING_PATH, async (request, reply) => {
    if (!key) throw notFound('Metering is not enabled: set METERING_SERVICE_KEY');
    if (!isServiceKey(key, request.headers[METERING_KEY_HEADER]))
      throw new AppError('UNAUTHENTICATED', 'A valid service key is required');
    const input = parseInput(meteringInput, request.body ?? {});
    const out = await meterUsage(database, input);
    return reply.send(meteringOutput.parse(out));
  });
}
