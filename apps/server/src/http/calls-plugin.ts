import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
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
import type { MultipartFile } from '@fastify/multipart';
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

const tooLarge = () =>
  new AppError('TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB`, {
    [UPLOAD_FIELD]: [`At most ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB`],
  });
const unreadable = () =>
  new AppError('INVALID_INPUT', 'The multipart body could not be read', {
    [UPLOAD_FIELD]: ['Send the file again as multipart/form-data'],
  });

/**
 * Receives the upload into a temporary file, never past MAX_UPLOAD_BYTES: a larger file answers 413
 * (judged by the stream's own truncated flag once it has ended, whatever the client's pace), a body
 * that is not readable multipart answers 400, and neither leaves a file behind.
 */
async function readUpload(
  request: FastifyRequest,
  storage: FileStorage,
  received: string[],
): Promise<UploadedFile> {
  const missing = () =>
    new AppError('INVALID_INPUT', `Send the file as multipart field ${UPLOAD_FIELD}`, {
      [UPLOAD_FIELD]: ['Required.'],
    });
  if (!request.isMultipart()) throw missing();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 },
      throwFileSizeLimit: false,
    });
  } catch (err) {
    throw uploadError(err);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw missing();
  }
  const file = await storage.incomingPath();
  received.push(file);
  try {
    await pipeline(part.file, createWriteStream(file, { flags: 'wx' }));
  } catch (err) {
    throw uploadError(err);
  }
  if (part.file.truncated) throw tooLarge();
  const { size } = await fs.stat(file);
  if (size > MAX_UPLOAD_BYTES) throw tooLarge();
  return { path: file, size, filename: part.filename };
}

/** A failure while reading multipart: too large (413) or unreadable (400); our own disk failing stays a 500. */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const { code, syscall } = err as { code?: unknown; syscall?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return tooLarge();
  if (typeof syscall === 'string' && syscall !== 'read') return err; // writing the temporary file failed
  // busboy ("Unexpected end of form", "Malformed part header", "Boundary not found"), the plugin's
  // 4xx errors, a client that went away: the request was at fault, not the server.
  return unreadable();
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
      const received: string[] = [];
      const base: BaseContext = {
        call: name,
        user,
        ...requestFacts(request),
        env,
        storage,
        readUpload: () => readUpload(request, storage, received),
      };
      let result: unknown;
      try {
        result = await runCall(call, handler as Handler<never>, input, base, database);
      } finally {
        // An upload the call did not store (refused, failed, rolled back) leaves nothing behind.
        for (const file of received) await fs.rm(file, { force: true });
      }
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
