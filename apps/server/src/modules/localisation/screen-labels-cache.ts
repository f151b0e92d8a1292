import type { Db } from '../../db/client';
import { JsonText } from '../../db/json-text';
import { screenLabels } from './localisation.repository';

interface Entry {
  generation: string;
  /** The captions as the answer writes them: written once per generation, not at every call (decision 0330). */
  labels: JsonText;
}

/** Answers kept per database (tests open several) and per owner, screen and language. */
const caches = new WeakMap<Db, Map<string, Entry>>();
const MAX_ENTRIES = 5000;

/**
 * A screen's captions as JSON, from memory while the labels' generation in the database is unchanged
 * (checked by the same query on every call, so changes made through any server process show at once).
 */
export async function cachedScreenLabels(
  db: Db,
  ownerId: number,
  screen: string,
  lang: string,
): Promise<JsonText | null> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${ownerId}\u0001${screen}\u0001${lang}`;
  const cached = cache.get(key);
  const row = await screenLabels(db, ownerId, screen, lang, cached?.generation ?? null);
  if (!row.found) return null;
  if (!row.labels && cached && row.generation === cached.generation) return cached.labels;
  const labels = JsonText.of(row.labels, '{}');
  cache.delete(key);
  if (row.generation !== null) {
    cache.set(key, { generation: row.generation, labels });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return labels;
}
