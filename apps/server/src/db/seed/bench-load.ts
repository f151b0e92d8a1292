import { loadEnv } from '../../config/env';
import { openConfiguredDatabase } from '../cli-database';
import type { Db } from '../client';

// The benchmark loaders' command-line runs (after `npm run db:seed`), against the configured database.

/** Runs `work` on the configured database, closed after whatever happens. */
export async function onConfiguredDatabase(work: (db: Db) => Promise<void>): Promise<void> {
  const database = await openConfiguredDatabase(loadEnv());
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

/** Loads a benchmark's data in one transaction, then prints what `loaded` says of it, given the milliseconds. */
export const loadBench = (seed: (db: Db) => Promise<void>, loaded: (ms: number) => string) =>
  onConfiguredDatabase(async (db) => {
    const t0 = performance.now();
    await db.transaction((tx) => seed(tx));
    console.log(loaded(Math.round(performance.now() - t0)));
  });
