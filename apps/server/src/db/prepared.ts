import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';
import { queryRows } from './sql';

const dialect = new PgDialect();

/** Whether `db` is the database itself (a pool or PGlite) rather than a transaction. */
export function canPrepare(db: Db): boolean {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool || client instanceof PGlite;
}

/**
 * Runs a constant SQL text (with $1, $2 ... parameters) for a hot read path: on a PostgreSQL pool as a
 * named prepared statement, planned once per connection (planning can cost more than running), on
 * PGlite as a plain parameterised query; inside a transaction (a CSV export's snapshot) as plain SQL.
 */
export async function preparedText<T>(db: Db, name: string, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  }
  if (client instanceof PGlite) return (await client.query<T>(text, params)).rows;
  return queryRows<T>(db, withParams(text, params));
}

/** A constant text with $1, $2 ... as a Drizzle query whose parameters are bound, not spliced. */
function withParams(text: string, params: unknown[]): SQL {
  const parts = text.split(/(\$\d+)/);
  return sql.join(
    parts.map((part) => (/^\$\d+$/.test(part) ? sql`${params[Number(part.slice(1)) - 1]}` : sql.raw(part))),
    sql.raw(''),
  );
}

/**
 * queryRows as a named prepared statement on a PostgreSQL pool (named after `prefix` and the query's
 * text, so each shape of a dynamic query is planned once per connection); elsewhere plain queryRows.
 */
export async function preparedRows<T>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
  const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params });
  return result.rows;
}
