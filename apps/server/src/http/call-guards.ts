import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ACTING_OWNER_PERMISSIONS, hasPermission, ownerScope, type CallDef } from '@console/contract';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import { findSessionUser, hashKey } from '../modules/auth/session.repository';
import type { SessionCache } from '../modules/auth/session-cache';
import { actingOwnerType } from '../modules/owners/owner-scope';
import type { FileStorage } from '../storage/file-storage';
import { AppError } from './app-error';
import type { AuthUser, Handlers } from './context';
import { toFieldErrors } from './field-errors';

// The checks every call path runs before its handler (the calls plugin, the CSV export of a list).

export interface CallsOptions {
  database: Database;
  env: Env;
  storage: FileStorage;
  handlers: Handlers;
  /** Signed-in sessions kept between calls (decision 0300). */
  sessions: SessionCache;
}

/** The signed-in user of a request's session key (x-api-key), or null. */
export async function authenticate(
  request: FastifyRequest,
  database: Database,
  sessions: SessionCache,
): Promise<AuthUser | null> {
  const key = request.headers['x-api-key'];
  if (typeof key !== 'string' || key.length < 20 || key.length > 200) return null;
  return sessions.find(hashKey(key), () => findSessionUser(database.db, key));
}

/**
 * A permission that depends on the owner acted on (docs/permissions.md) is checked again for the owner
 * the body names, before the rest of the input is read: PM staff acting on a non-PM owner may not use the
 * platform-only localisation calls. A malformed owner id is left to the input check (400).
 */
export async function checkActingOwner(
  call: CallDef,
  user: AuthUser | null,
  body: unknown,
  database: Database,
) {
  if (!user || !ACTING_OWNER_PERMISSIONS.includes(call.permission)) return;
  const named = ownerScope.safeParse(body);
  if (!named.success) return;
  const acting = await actingOwnerType(database.db, user, named.data.ownerId);
  if (!hasPermission(user, call.permission, acting))
    throw new AppError('FORBIDDEN', 'You are not allowed to do this for this owner');
}

/** The caller of `call`, once session and permission are checked (401 without a session, 403 without the permission). */
export async function authorise(
  request: FastifyRequest,
  { database, sessions }: Pick<CallsOptions, 'database' | 'sessions'>,
  call: CallDef,
) {
  const user = await authenticate(request, database, sessions);
  if (call.permission !== 'public' && !user)
    throw new AppError('UNAUTHENTICATED', 'Sign in again: your session is missing or has expired');
  if (!hasPermission(user, call.permission))
    throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  return user;
}

/** `value` parsed by `schema`, or a 400 whose field errors are named from `prefix`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = Object.entries(toFieldErrors(parsed.error)).map(([k, v]) => [`${prefix}${k}`, v]);
  throw new AppError('INVALID_INPUT', 'Some fields are not valid', Object.fromEntries(errors));
}

/** The request's facts a call context carries besides its database and audit. */
export const requestFacts = (request: FastifyRequest) => ({ ip: request.ip, host: request.hostname });
