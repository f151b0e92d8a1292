import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
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
export async function preparedText<T>(
  db: Db,
  name: string,
  text: string,
  params: unknown[],
  options: PreparedOptions = {},
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<T & pg.QueryResultRow>({
      name,
      text,
      values: params,
      ...(options.jsonAsText && { types: JSON_AS_TEXT }),
    });
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
  return preparedText<T>(db, statementName(prefix, text), text, params, options);
}

/** `sql.placeholder(name)` for each name, by name: the values of a statement built once per shape. */
export const placeholders = <N extends string>(...names: N[]) =>
  Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as { [K in N]: Placeholder<K> };

/** Outside production, statementShapes checks every call's statement against the one kept for its shape. */
const CHECK_SHAPES = process.env.NODE_ENV !== 'production';

/**
 * A dynamic statement of a hot read path, built once per shape rather than at every call: `build()`
 * composes it with `sql.placeholder(name)` for every value, and each call fills the values by name.
 * Building a statement of a few kilobytes with Drizzle and naming it by its text cost a list call about a
 * tenth of its server time (decision 0340). A shape is what changes the text (the sort, whether there is
 * a search), never a value, so a list has a handful. Runs as preparedText. Outside production each
 * call builds its statement again and fails if it differs from the one kept for its shape.
 */
export function statementShapes(prefix: string, { check = CHECK_SHAPES } = {}) {
  /** Each parameter: the name of the value that fills it, or a constant of the statement. */
  type Param = { placeholder: string } | { value: unknown };
  const built = new Map<string, { name: string; text: string; params: Param[] }>();
  return async function run<T>(
    db: Db,
    shape: string,
    build: () => SQL,
    values: Record<string, unknown>,
    options: PreparedOptions = {},
  ): Promise<T[]> {
    let statement = built.get(shape);
    if (!statement || check) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      const fresh = {
        name: statementName(prefix, text),
        text,
        params: params.map((p): Param => (is(p, Placeholder) ? { placeholder: p.name } : { value: p })),
      };
      // Outside production every call builds its statement again and must meet the one kept: a value
      // written into the statement rather than as a placeholder would otherwise be kept for every call.
      if (statement && !isDeepStrictEqual(fresh, statement))
        throw new Error(`${prefix}: shape "${shape}" built another statement: is a value not a placeholder?`);
      statement ??= fresh;
      built.set(shape, statement);
    }
    const filled = statement.params.map((p) => {
      if (!('placeholder' in p)) return p.value;
      if (!(p.placeholder in values)) throw new Error(`${prefix}: no value for ${p.placeholder}`);
      return values[p.placeholder];
    });
    return preparedText<T>(db, statement.name, statement.text, filled, options);
  };
}
