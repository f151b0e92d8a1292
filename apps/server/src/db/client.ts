import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index';
import { acquireFolderLock } from './folder-lock';

export type Schema = typeof schema;
/** One Drizzle type for both drivers; a transaction is a Db too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when this opened an embedded database that had no data before. */
  fresh: boolean;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  | { url: string; poolSize?: number }
  | { pgliteDir: string }
  /** In memory, empty or loaded from a dump (PGlite's dumpDataDir: the test suite's seeded template). */
  | { memory: true; loadDataDir?: Blob };

/** Opens the database, holding the embedded folder's lock, and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover, admin) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
    return { db, kind: 'postgres', fresh: false, close: () => pool.end() };
  }
  let release = async () => {};
  let client: PGlite;
  let fresh: boolean;
  if ('pgliteDir' in target) {
    release = await acquireFolderLock(target.pgliteDir);
    const { existsSync } = await import('node:fs');
    fresh = !existsSync(path.join(target.pgliteDir, 'PG_VERSION'));
    client = new PGlite(target.pgliteDir);
  } else {
    client = new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : undefined);
    fresh = !target.loadDataDir;
  }
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  } catch (err) {
    await client.close().catch(() => {});
    await release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    fresh,
    close: async () => {
      await client.close();
      await release();
    },
  };
}
