import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

export const MAX_FAILURES = 10;
export const LOCK_MINUTES = 15;

/** Seconds left on a lock for this client id and user name, or 0. */
export async function lockSecondsLeft(db: Db, clientId: string, userName: string): Promise<number> {
  const [row] = await db
    .select({ left: sql<string>`extract(epoch from (${loginFailures.lockedUntil} - now()))` })
    .from(loginFailures)
    .where(and(eq(loginFailures.clientId, clientId), eq(loginFailures.userName, userName)));
  const left = row?.left == null ? 0 : Math.ceil(Number(row.left));
  return left > 0 ? left : 0;
}

/** Counts one more failure in a row; the tenth locks the pair for LOCK_MINUTES. */
export async function recordFailure(db: Db, clientId: string, userName: string): Promise<void> {
  await db.execute(sql`
    insert into login_failures (client_id, user_name, failures, locked_until, updated_at)
    values (${clientId}, ${userName}, 1, null, now())
    on conflict (client_id, user_name) do update set
      failures = case when login_failures.locked_until is not null and login_failures.locked_until <= now()
                      then 1 else login_failures.failures + 1 end,
      locked_until = case
        when login_failures.locked_until is not null and login_failures.locked_until <= now() then null
        when login_failures.failures + 1 >= ${MAX_FAILURES} then now() + make_interval(mins => ${LOCK_MINUTES})
        else login_failures.locked_until end,
      updated_at = now()`);
}

export async function clearFailures(db: Db, clientId: string, userName: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.clientId, clientId), eq(loginFailures.userName, userName)));
}
