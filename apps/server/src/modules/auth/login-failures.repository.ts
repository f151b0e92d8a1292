import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

export const MAX_FAILURES = 10;
export const LOCK_MINUTES = 15;

/**
 * An account's failed sign-ins are counted per client address, and a lock holds only for the address the
 * failures came from (docs/decisions/0102-sign-in-lock-per-address.md): someone who never knew the
 * password cannot keep the real user out from elsewhere.
 */
export interface LoginAttempt {
  clientId: string;
  userName: string;
  ip: string;
}

const matches = (a: LoginAttempt) =>
  and(
    eq(loginFailures.clientId, a.clientId),
    eq(loginFailures.userName, a.userName),
    eq(loginFailures.ip, a.ip),
  );

/** Seconds left on a lock for this client id, user name and address, or 0. */
export async function lockSecondsLeft(db: Db, attempt: LoginAttempt): Promise<number> {
  const [row] = await db
    .select({ left: sql<string>`extract(epoch from (${loginFailures.lockedUntil} - now()))` })
    .from(loginFailures)
    .where(matches(attempt));
  const left = row?.left == null ? 0 : Math.ceil(Number(row.left));
  return left > 0 ? left : 0;
}

/** Counts one more failure in a row from this address; the tenth locks it for LOCK_MINUTES. */
export async function recordFailure(db: Db, a: LoginAttempt): Promise<void> {
  await db.execute(sql`
    insert into login_failures (client_id, user_name, ip, failures, locked_until, updated_at)
    values (${a.clientId}, ${a.userName}, ${a.ip}, 1, null, now())
    on conflict (client_id, user_name, ip) do update set
      failures = case when login_failures.locked_until is not null and login_failures.locked_until <= now()
                      then 1 else login_failures.failures + 1 end,
      locked_until = case
        when login_failures.locked_until is not null and login_failures.locked_until <= now() then null
        when login_failures.failures + 1 >= ${MAX_FAILURES} then now() + make_interval(mins => ${LOCK_MINUTES})
        else login_failures.locked_until end,
      updated_at = now()`);
}

/** A successful sign-in clears the count of its own address. */
export async function clearFailures(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.delete(loginFailures).where(matches(attempt));
}
