import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX_LENGTH } from '@console/contract';
import { hashKey } from '../auth/session.repository';

const KEY_PREFIX = 'mhk_';

/**
 * A user's own API key: 256 random bits behind a fixed marker, shown once in full; only its SHA-256 (a
 * key this long needs no slow hash) and its first characters are stored.
 */
export function newApiKey(now = new Date()) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    key,
    apiKeyHash: hashKey(key),
    apiKeyPrefix: key.slice(0, API_KEY_PREFIX_LENGTH),
    apiKeyCreatedAt: now,
  };
}

/** When a key made at `createdAt` stops working under the owner's maximum lifetime (none: never). */
export function keyExpiresAt(createdAt: Date | null, maxDays: number | null): Date | null {
  if (!createdAt || !maxDays) return null;
  return new Date(createdAt.getTime() + maxDays * 86_400_000);
}

export const keyExpired = (expiresAt: Date | null, now = new Date()) =>
  Boolean(expiresAt && expiresAt <= now);
