import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { firstRow, ownedRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import { revokeOpenSessions } from '../auth/session.repository';
import { passwordLinks, sessions, users } from '../../db/schema/index';
import { jsonPage, lowerMatch, pageKeys, type ListPaging } from '../../crud/paging';
import { containsPattern, findRow, isoText } from '../../db/sql';
import { placeholders } from '../../db/prepared';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const SORTS = { userName: 'name_key', lastActivity: 'last_activity', dateCreated: 'created_at' };
const KEY_COLUMNS = {
  id: 'u.id',
  name_key: 'lower(u.user_name)',
  not_root: 'not u.root_user',
  last_activity: 'u.last_activity',
  created_at: 'u.created_at',
};

/** The list statement's values (jsonPage builds it once per shape). */
const P = placeholders('ownerId', 'orgId', 'status', 'pattern');

/**
 * A page of an organisation's users of one status, with who created each, in one statement. The
 * matches are counted in the index users_org_list_idx (org, status, lower name, id, name: the filter's
 * columns) and a page by name is keyed in its order without reading the table; the page's rows and
 * their creators are read for the page only.
 * `orgFound`: the organisation is one of owner `ownerId`'s, `ownerFound`: the owner exists.
 */
export function listUsers(
  db: Db,
  ownerId: number,
  orgId: number,
  q: ListPaging<keyof typeof SORTS> & { status: 'Active' | 'Deleted' },
) {
  return jsonPage<{ orgFound: boolean; ownerFound: boolean }>(db, 'users_list', q, {
    shape: q.search ? 'search' : 'all',
    // Root users first, as the spec's table shows them (they cannot be selected).
    keys: pageKeys(q, SORTS, [
      ['not_root', 'asc'],
      ['name_key', 'asc'],
      ['id', 'asc'],
    ]),
    parts: () => ({
      matches: sql`from users u where u.org_id = ${P.orgId} and u.status = ${P.status} ${q.search ? sql`and ${lowerMatch(P.pattern, [sql`u.user_name`])}` : sql``}`,
      table: sql`users`,
      keyColumns: KEY_COLUMNS,
      row: sql`json_build_object('id', p.id, 'userName', p.user_name, 'userType', p.user_type,
      'rootUser', p.root_user,
      'groups', coalesce(gr.groups, '[]'::json),
      'lastActivity', ${sql.raw(isoText('p.last_activity'))}, 'createdBy', c.user_name,
      'dateCreated', ${sql.raw(isoText('p.created_at'))}, 'status', p.status)`,
      // The page's groups in one grouped join, rather than a subquery per row.
      joins: sql`left join users c on c.id = p.created_by
      left join (select gm.user_id, json_agg(g.name order by lower(g.name)) as groups
        from group_members gm join org_groups g on g.id = gm.group_id
        where gm.user_id in (select id from k) group by gm.user_id) gr on gr.user_id = p.id`,
      extra: sql`, exists (select 1 from organisations o where o.id = ${P.orgId} and o.owner_id = ${P.ownerId}) as "orgFound",
      exists (select 1 from owners w where w.id = ${P.ownerId}) as "ownerFound"`,
    }),
    values: { ownerId, orgId, status: q.status, pattern: containsPattern(q.search) },
  });
}

export const findUser = (db: Db, ownerId: number, id: number) =>
  findRow(db, users, ownedRow(users, ownerId, id));

export async function findUserById(db: Db, id: number) {
  return firstRow(db.select().from(users).where(eq(users.id, id)).limit(1));
}

export function findUsers(db: Db, ownerId: number, ids: number[]) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.ownerId, ownerId), inArray(users.id, ids)));
}

/** Which of `names` (lower case) are already user names of the owner's users. */
export async function userNamesTaken(db: Db, ownerId: number, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await db
    .select({ name: sql<string>`lower(${users.userName})` })
    .from(users)
    .where(and(eq(users.ownerId, ownerId), inArray(sql`lower(${users.userName})`, names)));
  return new Set(rows.map((r) => r.name));
}

export async function allUserNames(db: Db, ownerId: number): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`lower(${users.userName})` })
    .from(users)
    .where(eq(users.ownerId, ownerId));
  return rows.map((r) => r.name);
}

export function insertUsers(db: Db, rows: NewUser[]) {
  return db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, userName: users.userName, email: users.email });
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<
    Pick<UserRecord, 'userType' | 'passwordHash' | 'apiKeyHash' | 'apiKeyPrefix' | 'apiKeyCreatedAt'>
  >,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function setUsersStatus(db: Db, ids: number[], status: 'Active' | 'Deleted') {
  await db
    .update(users)
    .set({ status, deletedAt: status === 'Deleted' ? sql`now()` : null, updatedAt: sql`now()` })
    .where(inArray(users.id, ids));
}

/** Ends every open session of users `ids` (deleted, or their password changed). */
export async function revokeUserSessions(db: Db, ids: number[], keepSessionId?: number) {
  const kept = keepSessionId === undefined ? undefined : sql`${sessions.id} <> ${keepSessionId}`;
  await revokeOpenSessions(db, inArray(sessions.userId, ids), kept);
}

/** The user whose own API key this is, by its hash, while the user, their organisation and owner are active. */
export async function findUserByKeyHash(db: Db, keyHash: string) {
  return firstRow(db.select().from(users).where(eq(users.apiKeyHash, keyHash)).limit(1));
}

export async function insertPasswordLinks(db: Db, rows: Array<typeof passwordLinks.$inferInsert>) {
  if (rows.length) await db.insert(passwordLinks).values(rows);
}

/** Marks the unused links that `where` keeps used; answers each one's user and purpose. */
const useOpenLinks = (db: Db, where: SQL | undefined) =>
  db
    .update(passwordLinks)
    .set({ usedAt: sql`now()` })
    .where(and(where, sql`${passwordLinks.usedAt} is null`))
    .returning({ userId: passwordLinks.userId, purpose: passwordLinks.purpose });

/** Marks an unused, unexpired link used and answers its user, or null: a link works once. */
export const consumePasswordLink = (db: Db, tokenHash: string) =>
  firstRow(
    useOpenLinks(db, and(eq(passwordLinks.tokenHash, tokenHash), sql`${passwordLinks.expiresAt} > now()`)),
  );

/** Ends the links still open of these users (a newer link was sent: only the newest works). */
export async function expireOpenLinksOf(db: Db, userIds: number[]) {
  if (userIds.length) await useOpenLinks(db, inArray(passwordLinks.userId, userIds));
}

/** Ends a user's links still open (a new password was set another way). */
export async function expireOpenLinks(db: Db, userId: number) {
  await useOpenLinks(db, eq(passwordLinks.userId, userId));
}
