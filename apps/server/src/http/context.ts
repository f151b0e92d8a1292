import type { CallName, CallOutput, CallParsedInput, SessionUser } from '@console/contract';
import type { Db } from '../db/client';
import type { Env } from '../config/env';
import type { FileStorage } from '../storage/file-storage';

/** The signed-in caller, as read from the session key. */
export interface AuthUser extends SessionUser {
  sessionId: number;
}

export interface AuditEntry {
  targetType: string;
  targetId?: string | number | null;
  ownerId?: number | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to the call's name. */
  action?: string;
}

/** An upload received whole into a temporary file (removed after the call if still there). */
export interface UploadedFile {
  /** The temporary file; FileStorage.putFile takes it. */
  path: string;
  size: number;
  filename: string;
}

/** What a handler gets besides its input; services see no Fastify types. */
export interface CallContext {
  call: CallName;
  /** Inside a state-changing call this is the call's transaction. */
  db: Db;
  user: AuthUser | null;
  ip: string;
  host: string;
  env: Env;
  storage: FileStorage;
  /** Records the call's one audit entry, in its transaction. */
  audit(entry: AuditEntry): Promise<void>;
  /**
   * Runs `task` once the call's transaction has committed, never when it rolls back (removing a
   * replaced file from storage). A task must not throw: its failure cannot undo the committed call.
   */
  afterCommit(task: () => Promise<void>): void;
  /** Receives the call's multipart file; at most `maxBytes` (default MAX_UPLOAD_BYTES), else 413. */
  readUpload(limits?: { maxBytes?: number }): Promise<UploadedFile>;
}

/** A call's context once the session is known to exist. */
export type AuthedContext = CallContext & { user: AuthUser };

export type HandlerFn<N extends CallName> = (
  input: CallParsedInput<N>,
  ctx: CallContext,
) => Promise<CallOutput<N>>;

/**
 * A state-changing call whose slow or failure-recording part must run before its transaction opens
 * (sign-in: the password check, and counting a failure that must survive the failed call).
 */
export interface TwoPhaseHandler<N extends CallName, P> {
  prepare(input: CallParsedInput<N>, ctx: CallContext): Promise<P>;
  run(input: CallParsedInput<N>, ctx: CallContext, prepared: P): Promise<CallOutput<N>>;
}

export type Handler<N extends CallName> = HandlerFn<N> | TwoPhaseHandler<N, unknown>;
export type Handlers = { [N in CallName]: Handler<N> };

export function requireUser(ctx: CallContext): AuthUser {
  if (!ctx.user) throw new Error(`${ctx.call} needs a session but was reached without one`);
  return ctx.user;
}
