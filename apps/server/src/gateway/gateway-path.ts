import { z } from 'zod';
import { RESULT_TYPES } from '@console/contract';
import { AppError, notFound } from '../http/app-error';
import type { EndpointPath } from './gateway.service';

// What a customer sends besides the body and the key: the path's four parts and the query string (never
// a key). Both are checked before any lookup.

const code = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`))
    .transform((v) => v.toLowerCase());

const pathSchema = z.object({
  owner: code(60),
  urlCode: code(100),
  version: z
    .string()
    .regex(/^[vV]\d{1,4}$/)
    .transform((v) => Number(v.slice(1))),
  endpoint: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(RESULT_TYPES)),
});

/** The endpoint a request's path names; a path of another shape names none (404). */
export function endpointPath(params: unknown, url: string): EndpointPath {
  const parsed = pathSchema.safeParse(params);
  if (!parsed.success) throw notFound(`No microservice answers at ${url.split('?')[0]}`);
  const { version, ...rest } = parsed.data;
  return { ...rest, major: version };
}

const KEY_NAMES = /^(x[-_]?)?(api[-_]?key|key|token|access[-_]?token)$/i;

/**
 * An API key in the URL is refused (400), whether by a key-like parameter name or a value that looks like
 * one of our keys: URLs end up in proxies' and servers' logs, so such a key should be regenerated.
 */
export function refuseKeyInQuery(url: string): void {
  const at = url.indexOf('?');
  if (at < 0) return;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1)))
    if (KEY_NAMES.test(name) || value.startsWith('mhk_'))
      throw new AppError(
        'INVALID_INPUT',
        'An API key is never accepted in the URL (URLs are logged along the way): send it in the x-api-key ' +
          'header, and regenerate the key that was sent',
        { [name]: ['Not accepted in the URL'] },
      );
}
