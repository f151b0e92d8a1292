import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/db-errors';
import { meterUsage } from '../modules/credits/metering';
import type { Admitted } from './gateway.service';

const RETRY_DELAY_MS = 100;

/**
 * Charges an answered call through the ledger's one metering path (meterUsage, decision 0181): one
 * usage under a key the gateway makes for this call and nothing else. A write whose answer was lost
 * (the connection dropped after the commit) is sent once more with the same key, and the ledger answers
 * it as already recorded: a retry never charges twice. A short balance (another call spent it since the
 * check) throws 402, and the pod's answer is not given.
 */
export async function chargeCall(database: Database, admitted: Admitted) {
  const usage = {
    orgId: admitted.holder.orgId,
    usageKey: `gw:${randomUUID()}`,
    amount: admitted.price,
    microserviceId: admitted.endpoint.id,
    userId: admitted.holder.userId,
  };
  try {
    return await meterUsage(database, usage);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return meterUsage(database, usage);
  }
}
