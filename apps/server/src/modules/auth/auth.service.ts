import { and, eq, sql } from 'drizzle-orm';
import type { LoginInput, Session, SessionUser } from '@console/contract';
import { organisations, owners, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { requireUser, type CallContext } from '../../http/context';
import { clearFailures, lockSecondsLeft, recordFailure } from './login-failures.repository';
import { verifyPassword } from './passwords';
import { createSession, findSessionUser, revokeSession } from './session.repository';
import { firstRow } from '../../crud/rows';

const INVALID = 'Invalid Org ID or Username or Password';

async function findLoginUser(ctx: CallContext, clientId: string, userName: string) {
  return firstRow(
    ctx.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.orgId))
      .innerJoin(owners, eq(owners.id, users.ownerId))
      .where(
        and(
          eq(organisations.clientId, clientId),
          eq(sql`lower(${users.userName})`, userName),
          eq(users.status, 'Active'),
          eq(organisations.status, 'Active'),
          eq(owners.status, 'Active'),
        ),
      )
      .limit(1),
  );
}

const attemptOf = (input: LoginInput, ctx: CallContext) => ({
  clientId: input.clientid.toLowerCase(),
  userName: input.username.toLowerCase(),
  ip: ctx.ip,
});

/**
 * Sign-in, outside the transaction: the lock check and the slow password check, and a failure counted
 * for good. Same answer for a wrong client id, user name or password; ten failures in a row from one
 * address lock the account for that address only.
 */
export async function checkCredentials(input: LoginInput, ctx: CallContext): Promise<{ userId: number }> {
  const attempt = attemptOf(input, ctx);
  const { clientId, userName } = attempt;
  const locked = await lockSecondsLeft(ctx.db, attempt);
  if (locked > 0) {
    throw new AppError('TOO_MANY_ATTEMPTS', 'Too many failed attempts. Try again later.', undefined, {
      'retry-after': String(locked),
    });
  }
  const found = await findLoginUser(ctx, clientId, userName);
  if (!(await verifyPassword(found?.passwordHash ?? null, input.password)) || !found) {
    await recordFailure(ctx.db, attempt);
    throw new AppError('INVALID_CREDENTIALS', INVALID);
  }
  return { userId: found.id };
}

/** Sign-in, in the transaction: a new session for the checked user. */
export async function startSession(input: LoginInput, ctx: CallContext, userId: number): Promise<Session> {
  await clearFailures(ctx.db, attemptOf(input, ctx));
  // The users tab's last activity (002 section 2.11) is the last sign-in.
  await ctx.db
    .update(users)
    .set({ lastActivity: sql`now()` })
    .where(eq(users.id, userId));
  const { key } = await createSession(ctx.db, userId);
  const user = await findSessionUser(ctx.db, key);
  if (!user) throw new Error('a new session could not be read back');
  ctx.user = user;
  await ctx.audit({
    targetType: 'session',
    targetId: user.sessionId,
    ownerId: user.owner,
    after: { userId: user.id },
  });
  const { sessionId: _sessionId, ...sessionUser } = user;
  return { ...sessionUser, userApiKey: key };
}

export async function logout(ctx: CallContext): Promise<{ message: string }> {
  const user = requireUser(ctx);
  await revokeSession(ctx.db, user.sessionId);
  await ctx.audit({ targetType: 'session', targetId: user.sessionId });
  return { message: 'Signed out' };
}

export function currentSession(ctx: CallContext): SessionUser {
  const { sessionId: _sessionId, ...user } = requireUser(ctx);
  return user;
}
