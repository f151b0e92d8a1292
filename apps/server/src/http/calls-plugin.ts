import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CALLS, MAX_UPLOAD_BYTES, UPLOAD_FIELD, hasPermission, type CallName } from '@console/contract';
import type { Database } from '../db/client';
import type { Env } from '../config/env';
import type { FileStorage } from '../storage/file-storage';
import { writeAudit } from '../audit/audit';
import { findSessionUser } from '../modules/auth/session.repository';
import { AppError } from './app-error';
import type { AuditEntry, AuthUser, CallContext, Handler, Handlers, UploadedFile } from './context';
import { toFieldErrors } from './field-errors';

export interface CallsOptions {
  database: Database;
  env: Env;
  storage: FileStorage;
  handlers: Handlers;
}

async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  const missing = () =>
    new AppError('INVALID_INPUT', `Send the file as multipart field ${UPLOAD_FIELD}`, { [UPLOAD_FIELD]: ['Required.'] });
  if (!request.isMultipart()) throw missing();
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!part || part.fieldname !== UPLOAD_FIELD) throw missing();
  const data = await part.toBuffer();
  return { data, filename: part.filename };
}

async function authenticate(request: FastifyRequest, database: Database): Promise<AuthUser | null> {
  const key = request.headers['x-api-key'];
  if (typeof key !== 'string' || key.length < 20 || key.length > 200) return null;
  return findSessionUser(database.db, key);
}

/** Registers POST /api/<name> for every call of the contract, with one way to check, run and audit it. */
export async function callsPlugin(app: FastifyInstance, opts: CallsOptions): Promise<void> {
  const { database, env, storage, handlers } = opts;
  for (const name of Object.keys(CALLS) as CallName[]) {
    const call = CALLS[name];
    const handler = handlers[name] as Handler<CallName>;
    app.post(`/api/${name}`, async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await authenticate(request, database);
      if (call.permission !== 'public' && !user) throw new AppError('UNAUTHENTICATED', 'Sign in again: your session is missing or has expired');
      if (!hasPermission(user, call.permission)) throw new AppError('FORBIDDEN', 'You are not allowed to do this');

      const parsed = call.input.safeParse(call.body === 'json' ? (request.body ?? {}) : {});
      if (!parsed.success) throw new AppError('INVALID_INPUT', 'Some fields are not valid', toFieldErrors(parsed.error));

      const base = {
        call: name,
        user,
        ip: request.ip,
        host: request.hostname,
        env,
        storage,
        readUpload: () => readUpload(request),
      };
      let result: unknown;
      if (!call.mutates) {
        result = await handler(parsed.data, { ...base, db: database.db, audit: noAudit(name) });
      } else {
        result = await runInTransaction(database, async (tx) => {
          let written = 0;
          const ctx: CallContext = {
            ...base,
            db: tx,
            audit: async (entry: AuditEntry) => {
              written += 1;
              await writeAudit(tx, name, ctx.user, request.ip, entry);
            },
          };
          const out = await handler(parsed.data, ctx);
          if (written !== 1) throw new Error(`${name} wrote ${written} audit records instead of one`);
          return out;
        });
      }
      const checked = call.output.safeParse(result);
      if (!checked.success) {
        request.log.error({ call: name, issues: checked.error.issues }, 'response does not match the contract');
        throw new Error(`${name} answered outside its contract`);
      }
      return reply.send(checked.data);
    });
  }
}

function noAudit(name: string) {
  return async () => {
    throw new Error(`${name} is declared read-only but tried to write an audit record`);
  };
}

/** Runs a state-changing call in one transaction; an error's afterRollback work runs once it is undone. */
async function runInTransaction<T>(database: Database, work: (tx: Database['db']) => Promise<T>): Promise<T> {
  try {
    return await database.db.transaction(work);
  } catch (err) {
    if (err instanceof AppError && err.afterRollback) await err.afterRollback(database.db);
    throw err;
  }
}
