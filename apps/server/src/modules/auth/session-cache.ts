import { Counter } from 'prom-client';
import {
  createNoticeCache,
  type LookupSource,
  type NoticeCache,
  type NoticeCacheOptions,
} from '../../db/notice-cache';
import type { AuthUser } from '../../http/context';

/**
 * The channel on which the database announces that a session, a user, an organisation or an owner
 * changed in a way the session lookup reads (triggers of migration 0023; decision 0300).
 */
export const SESSION_CHANGES_CHANNEL = 'console_session_changes';

/** How a call's session was found: in memory, read (and kept), or read because the cache is off. */
export type SessionSource = LookupSource;

/** Session lookups by how they were answered (registered on /metrics by the metrics plugin). */
export const sessionLookups = new Counter({
  name: 'console_session_lookups_total',
  help: 'Session lookups of calls: hit (kept in memory), miss (read and kept), bypass (read: cache off or notices not heard)',
  labelNames: ['source'],
  registers: [],
});

/** Sessions by their key's hash (a NoticeCache of users). */
export type SessionCache = NoticeCache<AuthUser>;

export type SessionCacheOptions = Omit<NoticeCacheOptions<AuthUser>, 'fresh' | 'copy'>;

/**
 * Sessions kept in memory between calls (db/notice-cache.ts): never past the session's own expiry, and
 * a copy for each call (a handler may set fields of its context's user: sign-in does).
 */
export function createSessionCache(options: SessionCacheOptions): SessionCache {
  return createNoticeCache<AuthUser>({
    ...options,
    fresh: (user, at) => Date.parse(user.expiresAt) > at,
    copy: (user) => ({ ...user, uAccess: [...user.uAccess] }),
  });
}
