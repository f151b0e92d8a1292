import type { CallDef } from '@console/contract';
import { writeAudit } from '../audit/audit';
import type { Database } from '../db/client';
import type { AuditEntry, CallContext, Handler } from './context';

/** What a call needs besides its database and audit: the caller, the request's facts, the services. */
export type BaseContext = Omit<CallContext, 'db' | 'audit' | 'afterCommit'>;

function readOnlyAudit(name: string) {
  return async () => {
    throw new Error(`${name} is declared read-only but tried to write an audit record`);
  };
}

function readOnlyAfterCommit(name: string) {
  return () => {
    throw new Error(`${name} is declared read-only and has no transaction to follow`);
  };
}

/**
 * Runs a handler. A read-only call runs on the database; a state-changing call runs in one transaction
 * that must write exactly one audit record (none when it fails: the transaction is rolled back).
 * A two-phase handler's prepare step runs first, outside the transaction.
 */
export async function runCall(
  call: CallDef,
  handler: Handler<never>,
  input: unknown,
  base: BaseContext,
  database: Database,
): Promise<unknown> {
  const outside: CallContext = {
    ...base,
    db: database.db,
    audit: readOnlyAudit(call.name),
    afterCommit: readOnlyAfterCommit(call.name),
  };
  const single =
    typeof handler === 'function'
      ? (handler as unknown as (i: unknown, c: CallContext) => Promise<unknown>)
      : null;
  const twoPhase = typeof handler === 'function' ? null : handler;
  if (!call.mutates) {
    if (!single) throw new Error(`${call.name} is read-only and cannot have two phases`);
    return single(input, outside);
  }
  const prepared: unknown = twoPhase ? await twoPhase.prepare(input as never, outside) : undefined;
  const committed: Array<() => Promise<void>> = [];
  const out = await database.db.transaction(async (tx) => {
    let written = 0;
    const ctx: CallContext = {
      ...base,
      db: tx,
      audit: async (entry: AuditEntry) => {
        written += 1;
        await writeAudit(tx, call.name, ctx.user, base.ip, entry);
      },
      afterCommit: (task) => void committed.push(task),
    };
    const out = single ? await single(input, ctx) : await twoPhase!.run(input as never, ctx, prepared);
    if (written !== 1) throw new Error(`${call.name} wrote ${written} audit records instead of one`);
    return out;
  });
  // Only here, once committed: a rolled-back call never reaches them.
  await Promise.allSettled(committed.map((task) => task()));
  return out;
}
