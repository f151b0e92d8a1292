import { ERROR_STATUS, type ErrorCode } from '@console/contract';

/** An expected failure with a code from the contract; its message is safe to show to users. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = (why = 'You are not allowed to do this') => new AppError('FORBIDDEN', why);
/** A uniqueness clash reported on one field. */
export const exists = (code: ErrorCode, field: string, message: string) =>
  new AppError(code, message, { [field]: [message] });

/**
 * The unique index a failed statement clashed with (PostgreSQL error 23505), or null. Two concurrent
 * calls can both pass a "name taken?" check; the index then decides, and this turns it into a 409.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * Runs a write whose uniqueness was checked before it: when a concurrent call took the value in between,
 * the unique index named in `clashes` decides, and its AppError (409 on the field) is thrown instead.
 */
export async function onUniqueClash<T>(
  work: () => Promise<T>,
  clashes: Record<string, () => AppError>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const clash = clashes[uniqueViolation(err) ?? ''];
    throw clash ? clash() : err;
  }
}
