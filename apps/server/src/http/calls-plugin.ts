import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACTING_OWNER_PERMISSIONS,
  CALLS,
  MAX_UPLOAD_BYTES,
  UPLOAD_FIELD,
  hasPermission,
  type CallDef,
  type CallName,
  ownerScope,
} from '@console/contract';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { Env } from '../config/env';
import type { FileStorage } from '../storage/file-storage';
import { findSessionUser } from '../modules/auth/session.repository';
import { actingOwnerType } from '../modules/owners/owner-scope';
import { AppError } from './app-error';
import type { AuthUser, Handler, Handlers, UploadedFile } from './context';
import { runCall, type BaseContext } from './run-call';
import { registerCsvExport } from './csv-export';
import { toFieldErrors } from './field-errors';

export interface CallsOptions {
  database: Database;
  env: Env;
  storage: FileStorage;
  handlers: Handlers;
}

async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  const missing = () =>
    new AppError('INVALID_INPUT', `Send the file as multipart field ${UPLOAD_FIELD}`, {
      [UPLOAD_FIELD]: ['Required.'],
    });
  if (!request.isMultipart()) throw missing();
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!part || part.fieldname !== UPLOAD_FIELD) throw missing();
  const data = await part.toBuffer();
  return { data, filename: part.filename };
}

/** The signed-in user of a request's session key (x-api-key), or null. */
export async function authenticate(request: FastifyRequest, database: Database): Promise<AuthUser | null> {
  const key = request.headers['x-api-key'];
  if (typeof key !== 'string' || key.length < 20 || key.length > 200) return null;
  return findSessionUser(database.db, key);
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
export async function authorise(request: FastifyRequest, database: Database, call: CallDef) {
  const user = await authenticate(request, database);
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

/** Registers POST /api/<name> for every call of the contract, with one way to check, run and audit it. */
export async function callsPlugin(app: FastifyInstance, opts: CallsOptions): Promise<void> {
  const { database, env, storage, handlers } = opts;
  for (const name of Object.keys(CALLS) as CallName[]) {
    const call = CALLS[name];
    const handler = handlers[name] as Handler<CallName>;
    app.post(`/api/${name}`, async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await authorise(request, database, call);
      const body = call.body === 'json' ? (request.body ?? {}) : {};
      await checkActingOwner(call, user, body, database);
      const input: unknown = parseInput(call.input, body);
      const base: BaseContext = {
        call: name,
        user,
        ...requestFacts(request),
        env,
        storage,
        readUpload: () => readUpload(request),
      };
      const result = await runCall(call, handler as Handler<never>, input, base, database);
      const checked = call.output.safeParse(result);
      if (!checked.success) {
        request.log.error(
          { call: name, issues: checked.error.issues },
          'response does not match the contract',
        );
        throw new Error(`${name} answered outside its contract`);
      }
      return reply.send(checked.data);
    });
  }
  registerCsvExport(app, opts);
}
