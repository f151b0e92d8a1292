/**
 * Failures that mean "the database is not there right now" rather than "this request is wrong": the
 * server answers them with 503 DATABASE_UNAVAILABLE and keeps running; the pool reconnects by itself.
 */

// SQLSTATE: class 08 connection exception; 57P01 admin shutdown (restart), 57P02 crash shutdown,
// 57P03 cannot connect now (starting up, shutting down), 53300 too many connections, 57014 statement
// timeout (query_canceled), 25P03 idle-in-transaction timeout.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and pg-pool report lost or unusable connections with these messages and no code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection timeout',
  'Cannot use a pool after calling end on the pool',
  'the database system is',
  'database connection lost',
];

export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Whether `err` (or one of its causes) says the database could not be reached or answered in time. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
    // AggregateError (a host with several addresses, all refused).
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}

/** A connection string safe for logs: the password replaced by ***. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unreadable URL)';
  }
}
