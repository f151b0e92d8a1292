import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Db } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed/demo-data';
import { loadLanguages } from '../../src/db/seed/reference-data';

/** Where the seeded template of this run is: a PGlite dump file, or a PostgreSQL template database. */
export type SeededTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** Migrations, the 103 languages and the demo data: what every test file starts from. */
export async function seedTestData(db: Db): Promise<void> {
  await loadLanguages(db);
  await db.transaction((tx) => seedDemo(tx));
}

/** Runs one statement on the PostgreSQL server of `baseUrl` (CREATE or DROP DATABASE). */
export async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export const databaseUrl = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Vitest global setup: builds and seeds one database for the whole run (migrating and seeding took most
 * of each file's time), which each test file copies: a PGlite dump it loads, or a PostgreSQL template
 * it is created from when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `console_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
    const database = await openDatabase({ url: databaseUrl(baseUrl, name), poolSize: 2 });
    await seedTestData(database.db).finally(() => database.close());
    project.provide('seededTemplate', { kind: 'postgres', name });
    return () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  const database = await openDatabase({ memory: true });
  const file = path.join(
    os.tmpdir(),
    `console-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  try {
    await seedTestData(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('seededTemplate', { kind: 'pglite', file });
  return () => fs.rm(file, { force: true });
}
