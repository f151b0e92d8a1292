import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CALLS, MAX_UPLOAD_BYTES, UPLOAD_FIELD, type CallName } from '@console/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FileStorage } from '../storage/file-storage';
import { AppError } from './app-error';
import type { Handler, UploadedFile } from './context';
import { runCall, type BaseContext } from './run-call';
import { outputSender } from './call-output';
import { registerCsvExport } from './csv-export';
import { authorise, checkActingOwner, parseInput, requestFacts, type CallsOptions } from './call-guards';

// Kept for callers written before the guards moved out (call-guards.ts).
export { authenticate, authorise, checkActingOwner, parseInput, requestFacts } from './call-guards';
export type { CallsOptions } from './call-guards';

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 100) / 100} MiB`;
const tooLarge = (maxBytes: number) =>
  new AppError('TOO_LARGE', `The file is larger than ${mib(maxBytes)}`, {
    [UPLOAD_FIELD]: [`At most ${mib(maxBytes)}`],
  });
const unreadable = () =>
  new AppError('INVALID_INPUT', 'The multipart body could not be read', {
    [UPLOAD_FIELD]: ['Send the file again as multipart/form-data'],
  });

/**
 * Receives the upload into a temporary file (streamed: never whole in memory), never past `maxBytes`
 * (MAX_UPLOAD_BYTES unless the call says): a larger file answers 413
 * (judged by the stream's own truncated flag once it has ended, whatever the client's pace), a body
 * that is not readable multipart answers 400, and neither leaves a file behind.
 */
async function readUpload(
  request: FastifyRequest,
  storage: FileStorage,
  received: string[],
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<UploadedFile> {
  const missing = () =>
    new AppError('INVALID_INPUT', `Send the file as multipart field ${UPLOAD_FIELD}`, {
      [UPLOAD_FIELD]: ['Required.'],
    });
  if (!request.isMultipart()) throw missing();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 5 },
      throwFileSizeLimit: false,
    });
  } catch (err) {
    throw uploadError(err, maxBytes);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw missing();
  }
  const file = await storage.incomingPath();
  received.push(file);
  const out = createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(part.file, out);
  } catch (err) {
    // An interrupted body: the file may still be opening when the pipeline fails. Wait until it is
    // closed, so the removal after the call finds it (else it could appear after being removed).
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    throw uploadError(err, maxBytes);
  }
  if (part.file.truncated) throw tooLarge(maxBytes);
  const { size } = await fs.stat(file);
  if (size > maxBytes) throw tooLarge(maxBytes);
  return { path: file, size, filename: part.filename };
}

/** A failure while reading multipart: too large (413) or unreadable (400); our own disk failing stays a 500. */
function uploadError(err: unknown, maxBytes: number): unknown {
  if (err instanceof AppError) return err;
  const { code, syscall } = err as { code?: unknown; syscall?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return tooLarge(maxBytes);
  if (typeof syscall === 'string' && syscall !== 'read') return err; // writing the temporary file failed
  // busboy ("Unexpected end of form", "Malformed part header", "Boundary not found"), the plugin's
  // 4xx errors, a client that went away: the request was at fault, not the server.
  return unreadable();
}

/** Registers POST /api/<name> for every call of the contract, with one way to check, run and audit it. */
export async function callsPlugin(app: FastifyInstance, opts: CallsOptions): Promise<void> {
  const { database, env, storage, handlers, sessions } = opts;
  for (const name of Object.keys(CALLS) as CallName[]) {
    const call = CALLS[name];
    const handler = handlers[name] as Handler<CallName>;
    const send = outputSender(call, env.NODE_ENV !== 'production');
    app.post(`/api/${name}`, async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await authorise(request, opts, call);
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
        readUpload: (limits) => readUpload(request, storage, received, limits?.maxBytes),
      };
      let result: unknown;
      try {
        result = await runCall(call, handler as Handler<never>, input, base, database);
      } finally {
        // A change of this server is known here at once; other servers hear the database's notice.
        if (call.mutates) sessions.invalidate();
        // An upload the call did not store (refused, failed, rolled back) leaves nothing behind.
        for (const file of received) await fs.rm(file, { force: true });
      }
      return send(reply, result);
    });
  }
  registerCsvExport(app, opts);
}
