import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { AccessFlag, OwnerType } from '@console/contract';
import type { Db } from '../../db/client';
import { canPrepare, preparedText } from '../../db/prepared';
import { organisations, owners, sessions, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { insertedId } from '../../db/sql';

export const SESSION_HOURS = 24;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
/** 256 random bits, URL-safe. */
export const newSessionKey = () => randomBytes(32).toString('base64url');

const sessionColumns = {
  sessionId: sessions.id,
  expiresAt: sessions.expiresAt,
  id: users.id,
  userName: users.userName,
  superUser: users.superUser,
  rootUser: users.rootUser,
  accessFlags: users.accessFlags,
  orgId: organisations.id,
  orgName: organisations.name,
  orgIsMain: organisations.isMain,
  owner: owners.id,
  ownerName: owners.name,
  ownerCode: owners.code,
  ownerType: owners.type,
  platformOwner: owners.platformOwner,
  redisCloud: owners.redisCloud,
  installationType: owners.installationType,
};

interface SessionRow {
  sessionId: number;
  expiresAt: Date;
  id: number;
  userName: string;
  superUser: boolean;
  rootUser: boolean;
  accessFlags: string[];
  orgId: number;
  orgName: string;
  orgIsMain: boolean;
  owner: number;
  ownerName: string;
  ownerCode: string;
  ownerType: string;
  platformOwner: boolean;
  redisCloud: string | null;
  installationType: string | null;
}

function toAuthUser(row: SessionRow): AuthUser {
  return {
    sessionId: row.sessionId,
    id: row.id,
    userName: row.userName,
    orgId: row.orgId,
    orgName: row.orgName,
    orgIsMain: row.orgIsMain,
    owner: row.owner,
    ownerName: row.ownerName,
    ownerCode: row.ownerCode,
    ownerType: row.ownerType as OwnerType,
    platformOwner: row.platformOwner,
    superUser: row.superUser,
    rootUser: row.rootUser,
    uAccess: row.accessFlags as AccessFlag[],
    redisCloud: row.redisCloud,
    onprem: row.installationType === 'Air Gap',
    expiresAt: row.expiresAt.toISOString(),
  };
}

// Every call of the API runs this lookup first: as a prepared statement it is planned once per connection.
const SESSION_USER = `
  select s.id as "sessionId", s.expires_at as "expiresAt", u.id, u.user_name as "userName",
    u.super_user as "superUser", u.root_user as "rootUser", u.access_flags as "accessFlags",
    o.id as "orgId", o.name as "orgName", o.is_main as "orgIsMain", w.id as owner, w.name as "ownerName",
    w.code as "ownerCode", w.type as "ownerType", w.platform_owner as "platformOwner",
    w.redis_cloud as "redisCloud", w.installation_type as "installationType"
  from sessions s
  join users u on u.id = s.user_id
  join organisations o on o.id = u.org_id
  join owners w on w.id = u.owner_id
  where s.key_hash = $1 and s.revoked_at is null and s.expires_at > now()
    and u.status = 'Active' and o.status = 'Active' and w.status = 'Active'
  limit 1`;

/** The active session's user for a key, or null when unknown, revoked or expired. */
export async function findSessionUser(db: Db, key: string): Promise<AuthUser | null> {
  if (canPrepare(db)) {
    const [found] = await preparedText<SessionRow>(db, 'auth_session_user', SESSION_USER, [hashKey(key)]);
    return found ? toAuthUser({ ...found, expiresAt: new Date(found.expiresAt) }) : null;
  }
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .innerJoin(owners, eq(owners.id, users.ownerId))
    .where(
      and(
        eq(sessions.keyHash, hashKey(key)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'Active'),
        eq(organisations.status, 'Active'),
        eq(owners.status, 'Active'),
      ),
    )
    .limit(1);
  return row ? toAuthUser(row) : null;
}

export async function createSession(db: Db, userId: number): Promise<{ key: string; id: number }> {
  const key = newSessionKey();
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  const id = await insertedId(db, sessions, { keyHash: hashKey(key), userId, expiresAt });
  return { key, id };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/**
 * Ends the open sessions that `which` selects (a deleted user's or organisation's, a changed password's),
 * narrowed by `also` when given. `which` is required: no call can end every session by passing nothing.
 */
export async function revokeOpenSessions(db: Db, which: SQL, also?: SQL): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(isNull(sessions.revokedAt), which, also));
}
