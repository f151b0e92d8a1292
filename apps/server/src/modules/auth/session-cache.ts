import { Counter } from 'prom-client';
import type { AuthUser } from '../../http/context';

/**
 * The channel on which the database announces that a session, a user, an organisation or an owner
 * changed in a way the session lookup reads (triggers of migration 0023; decision 0300).
 */
export const SESSION_CHANGES_CHANNEL = 'console_session_changes';

/** How a call's session was found: in memory, read (and kept), or read because the cache is off. */
export type SessionSource = 'hit' | 'miss' | 'bypass';

/** Session lookups by how they were answered (registered on /metrics by the metrics plugin). */
export const sessionLookups = new Counter({
  name: 'console_session_lookups_total',
  help: 'Session lookups of calls: hit (kept in memory), miss (read and kept), bypass (read: cache off or notices not heard)',
  labelNames: ['source'],
  registers: [],
});

export interface SessionCache {
  /** The user of a session key's hash: from memory while the cache can vouch for it, else `load`ed. */
  find(keyHash: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null>;
  /** Forget everything kept: something the lookup reads may have changed. */
  invalidate(): void;
  /** Whether the change notices are heard; while not, nothing is kept and every call reads. */
  setListening(listening: boolean): void;
  readonly size: number;
}

export interface SessionCacheOptions {
  /** How long a session is kept at most (0: never kept). */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Told how each lookup was answered (metrics). */
  onLookup?: (source: SessionSource) => void;
}

interface Entry {
  user: AuthUser;
  generation: number;
  at: number;
}

/**
 * Sessions kept in memory between calls. What keeps it honest:
 * - every change the lookup depends on bumps the generation, here (a call of this server committed) or
 *   from the database's notice (any server, any client, psql included);
 * - a lookup that began before a bump is not kept (it may have read the state before the change);
 * - nothing is kept while the notices are not heard (a lost connection, a restarting database);
 * - an entry lives `ttlMs` at most and never past the session's own expiry.
 */
export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const { ttlMs, maxEntries = 10_000, now = Date.now, onLookup } = options;
  const entries = new Map<string, Entry>();
  let generation = 0;
  let listening = false;

  const usable = (entry: Entry | undefined, at: number): entry is Entry =>
    !!entry &&
    entry.generation === generation &&
    at - entry.at < ttlMs &&
    Date.parse(entry.user.expiresAt) > at;

  // A copy for each call: a handler may set fields of its context's user (sign-in does).
  const copy = (user: AuthUser): AuthUser => ({ ...user, uAccess: [...user.uAccess] });

  return {
    async find(keyHash, load) {
      if (!listening || ttlMs <= 0) {
        onLookup?.('bypass');
        return load();
      }
      const at = now();
      const entry = entries.get(keyHash);
      if (usable(entry, at)) {
        onLookup?.('hit');
        return copy(entry.user);
      }
      entries.delete(keyHash);
      const began = generation;
      const user = await load();
      onLookup?.('miss');
      // Unknown keys are not kept: guessing must not fill the memory.
      if (user && listening && began === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(keyHash, { user: copy(user), generation, at });
      }
      return user;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    setListening(value) {
      listening = value;
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
