import type { FunctionAccess } from '@console/contract';
import type { Database } from '../db/client';
import { createNoticeCache, type NoticeCache } from '../db/notice-cache';
import type { KeyHolder } from './gateway.repository';

/** The channel on which the database announces changes the gateway's lookups read (migration 0024). */
export const GATEWAY_CHANGES_CHANNEL = 'gateway_changes';

/** The lookups every call makes that change rarely: the key's holder, and the user's function access. */
export interface GatewayCaches {
  holders: NoticeCache<KeyHolder>;
  access: NoticeCache<FunctionAccess>;
}

/**
 * The caches of one gateway, kept honest by the database's notices (decision 0350, as decision 0300 for
 * sessions): a revoked key, a removed function, a deactivated user or organisation is refused on the next
 * call after the notice, on every replica. With `ttlSeconds` 0, or until the notices are heard, every call
 * reads. Outages, prices, credit and pods are read on every call.
 */
export async function gatewayCaches(
  database: Database,
  ttlSeconds: number,
): Promise<{ caches: GatewayCaches; stop: () => Promise<void> }> {
  const ttlMs = ttlSeconds * 1000;
  const caches = {
    holders: createNoticeCache<KeyHolder>({ ttlMs }),
    access: createNoticeCache<FunctionAccess>({ ttlMs }),
  };
  if (ttlSeconds <= 0) return { caches, stop: async () => {} };
  const both = Object.values(caches);
  const stop = await database.listen(
    GATEWAY_CHANGES_CHANNEL,
    () => both.forEach((c) => c.invalidate()),
    (listening) => both.forEach((c) => c.setListening(listening)),
  );
  return { caches, stop };
}
