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

const JSON_OIDS = new Set([114, 3802]); // json, jsonb
/** The driver's parsers, but json and jsonb columns left as the text PostgreSQL sent. */
const JSON_AS_TEXT = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    JSON_OIDS.has(oid)
      ? (text: string) => text
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A statement's name: `prefix` and a hash of its text, remembered by text (a list has a few shapes), so
 * a call does not hash its statement again.
 */
const statementNames = new Map<string, string>();
function statementName(prefix: string, text: string): string {
  let name = statementNames.get(text);
  if (!name?.startsWith(`${prefix}_`)) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

export interface PreparedOptions {
  /**
   * json and jsonb columns as the text PostgreSQL wrote, for an answer that carries them as they are
   * (JsonText, decision 0330); other drivers parse them, and JsonText.of writes them again.
   */
  jsonAsText?: boolean;
}

/**
 * queryRows as a named prepared statement on a PostgreSQL pool (named after `prefix` and the query's
 * text, so each shape of a dynamic query is planned once per connection); elsewhere plain queryRows.
 */
export async function preparedRows<T>(
  db: Db,
  prefix: string,
  query: SQL,
  options: PreparedOptions = {},
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query<T & pg.QueryResultRow>({
    name: statementName(prefix, text),
    text,
    values: params,
    ...(options.jsonAsText && { types: JSON_AS_TEXT }),
  });
  return result.rows;
}
