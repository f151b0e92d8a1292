/** How a lookup was answered: from memory, read (and kept), or read because the cache is off. */
export type LookupSource = 'hit' | 'miss' | 'bypass';

/** Answers of a lookup kept in memory while the database's change notices vouch for them. */
export interface NoticeCache<V> {
  /** The answer for `key`: from memory while the cache can vouch for it, else `load`ed. */
  find(key: string, load: () => Promise<V | null>): Promise<V | null>;
  /** Forget everything kept: something the lookup reads may have changed. */
  invalidate(): void;
  /** Whether the change notices are heard; while not, nothing is kept and every lookup reads. */
  setListening(listening: boolean): void;
  readonly size: number;
}

export interface NoticeCacheOptions<V> {
  /** How long an answer is kept at most (0: never kept). */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Told how each lookup was answered (metrics). */
  onLookup?: (source: LookupSource) => void;
  /** Whether a kept answer may still be given at `at` (a session past its expiry may not). */
  fresh?: (value: V, at: number) => boolean;
  /** A copy for each caller, when callers may change what they get. */
  copy?: (value: V) => V;
}

interface Entry<V> {
  value: V;
  generation: number;
  at: number;
}

/**
 * Lookups kept in memory between calls (decision 0300; the gateway's, decision 0350). What keeps it
 * honest:
 * - every change the lookup depends on bumps the generation, here (a change this process committed) or
 *   from the database's notice (any process, any client, psql included);
 * - a lookup that began before a bump is not kept (it may have read the state before the change);
 * - nothing is kept while the notices are not heard (a lost connection, a restarting database);
 * - an answer lives `ttlMs` at most (and only while `fresh`); a null answer (unknown) is never kept, so
 *   guessing cannot fill the memory.
 */
export function createNoticeCache<V>(options: NoticeCacheOptions<V>): NoticeCache<V> {
  const { ttlMs, maxEntries = 10_000, now = Date.now, onLookup, fresh, copy = (v: V) => v } = options;
  const entries = new Map<string, Entry<V>>();
  let generation = 0;
  let listening = false;

  const usable = (entry: Entry<V> | undefined, at: number): entry is Entry<V> =>
    !!entry && entry.generation === generation && at - entry.at < ttlMs && (!fresh || fresh(entry.value, at));

  return {
    async find(key, load) {
      if (!listening || ttlMs <= 0) {
        onLookup?.('bypass');
        return load();
      }
      const at = now();
      const entry = entries.get(key);
      if (usable(entry, at)) {
        onLookup?.('hit');
        return copy(entry.value);
      }
      entries.delete(key);
      const began = generation;
      const value = await load();
      onLookup?.('miss');
      if (value !== null && listening && began === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value: copy(value), generation, at });
      }
      return value;
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
