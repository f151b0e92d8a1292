import type pg from 'pg';
import { isDatabaseUnavailable } from '../db/db-errors';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

// One statement per counted request: start a window, or count one more in the current one.
// rate_limits is an UNLOGGED table (migration 0010): counters need no crash safety, and skipping the
// write-ahead log keeps the write cheap.
const INCR = `insert into rate_limits as r (key, count, reset_at)
  values ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
  on conflict (key) do update set
    count = case when r.reset_at <= clock_timestamp() then 1 else r.count + 1 end,
    reset_at = case when r.reset_at <= clock_timestamp() then excluded.reset_at else r.reset_at end
  returning count, greatest(0, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000))::int as ttl`;
const READ = `select count, greatest(0, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000))::int as ttl
  from rate_limits where key = $1 and reset_at > clock_timestamp()`;
const SWEEP = `delete from rate_limits where reset_at < clock_timestamp() - interval '1 minute'`;

const sweeps = new WeakMap<pg.Pool, NodeJS.Timeout>();

/**
 * A failed count. The database being away fails the call at once (503 through the error handler: the
 * plugin runs with skipOnError off for this store), since the call needs the same database: letting it
 * through only made it wait for a connection a second time, twice the connect timeout in all. Any
 * other failure lets the call through uncounted, as skipOnError did.
 */
function failed(cb: Callback, timeWindow: number) {
  return (err: Error) => (isDatabaseUnavailable(err) ? cb(err) : cb(null, { current: 0, ttl: timeWindow }));
}

/**
 * @fastify/rate-limit's store interface on PostgreSQL, so several servers on one database share their
 * counters. Redis (REDIS_URL) is cheaper per request; this needs nothing beyond the database.
 */
export class PostgresRateLimitStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly prefix = '',
  ) {}

  /** A store class bound to `pool`, as the plugin wants it (it calls `new Store(options)`). */
  static factory(pool: pg.Pool) {
    if (!sweeps.has(pool)) {
      const timer = setInterval(() => void pool.query(SWEEP).catch(() => {}), 5 * 60_000);
      timer.unref();
      sweeps.set(pool, timer);
    }
    return class extends PostgresRateLimitStore {
      constructor() {
        super(pool);
      }
    };
  }

  incr(key: string, cb: Callback, timeWindow: number): void {
    this.pool
      .query<{ count: number; ttl: number }>({
        name: 'rate_limit_incr',
        text: INCR,
        values: [this.prefix + key, timeWindow],
      })
      .then(({ rows }) => cb(null, { current: Number(rows[0]!.count), ttl: Number(rows[0]!.ttl) }))
      .catch(failed(cb, timeWindow));
  }

  read(key: string, cb: Callback): void {
    this.pool
      .query<{ count: number; ttl: number }>(READ, [this.prefix + key])
      .then(({ rows }) =>
        cb(
          null,
          rows[0] ? { current: Number(rows[0].count), ttl: Number(rows[0].ttl) } : { current: 0, ttl: 0 },
        ),
      )
      .catch(failed(cb, 0));
  }

  /** A store for one route's own limit (sign-in): its own counters, keyed by method and path. */
  child(routeOptions: object): PostgresRateLimitStore {
    // The plugin passes its merged options with the route under routeInfo (its typings say otherwise).
    const { method = '', url = '' } =
      (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
    return new PostgresRateLimitStore(this.pool, `${this.prefix}${method}${url}-`);
  }
}
