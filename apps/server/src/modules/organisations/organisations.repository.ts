import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { firstRow, ownedRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import { revokeOpenSessions } from '../auth/session.repository';
import {
  organisationDaSettings,
  organisationMedia,
  organisations,
  owners,
  ownerPlans,
  ownerSettings,
  sessions,
  users,
} from '../../db/schema/index';
import { jsonPage, lowerMatch, pageKeys, type ListPaging } from '../../crud/paging';
import { containsPattern, findRow, isoText } from '../../db/sql';
import { placeholders } from '../../db/prepared';

export type OrganisationRecord = typeof organisations.$inferSelect;
export type NewOrganisation = typeof organisations.$inferInsert;
export type MediaRecord = typeof organisationMedia.$inferSelect;
export type DaSettingsRecord = typeof organisationDaSettings.$inferSelect;

const SORTS = { name: 'name_key', dateCreated: 'created_at', status: 'status' };
const KEY_COLUMNS = { id: 'o.id', name_key: 'lower(o.name)', created_at: 'o.created_at', status: 'o.status' };

/** The list statement's values (jsonPage builds it once per shape). */
const P = placeholders('ownerId', 'status', 'orgId', 'pattern');

/**
 * A page of the owner's organisations of one status, in one statement; `onlyOrgId` limits it to one
 * (non-main callers). The search is served by the trigram index organisations_name_trgm (lower name) where pg_trgm
 * is installed, the sort by name by organisations_owner_list_idx (owner, status, lower name, id).
 * `ownerFound`: the owner exists.
 */
export function listOrganisations(
  db: Db,
  ownerId: number,
  q: ListPaging<keyof typeof SORTS> & { status: 'Active' | 'Deleted' },
  onlyOrgId: number | null,
) {
  const one = onlyOrgId !== null;
  return jsonPage<{ ownerFound: boolean }>(db, 'organisations_list', q, {
    shape: `${q.search ? 'search' : 'all'} ${one ? 'one' : 'every'}`,
    keys: pageKeys(q, SORTS, [
      ['name_key', 'asc'],
      ['id', 'asc'],
    ]),
    parts: () => ({
      matches: sql`from organisations o where o.owner_id = ${P.ownerId} and o.status = ${P.status}
        ${one ? sql`and o.id = ${P.orgId}` : sql``} ${q.search ? sql`and ${lowerMatch(P.pattern, [sql`o.name`])}` : sql``}`,
      table: sql`organisations`,
      keyColumns: KEY_COLUMNS,
      row: sql`json_build_object('id', p.id, 'name', p.name, 'clientId', p.client_id,
        'description', p.description, 'dateCreated', ${sql.raw(isoText('p.created_at'))},
        'status', p.status, 'isMain', p.is_main)`,
      extra: sql`, exists (select 1 from owners w where w.id = ${P.ownerId}) as "ownerFound"`,
    }),
    values: { ownerId, status: q.status, orgId: onlyOrgId, pattern: containsPattern(q.search) },
  });
}

export const findOrganisation = (db: Db, ownerId: number, id: number) =>
  findRow(db, organisations, ownedRow(organisations, ownerId, id));

export function findOrganisations(db: Db, ownerId: number, ids: number[]) {
  return db
    .select()
    .from(organisations)
    .where(and(eq(organisations.ownerId, ownerId), inArray(organisations.id, ids)));
}

export async function insertOrganisation(db: Db, values: NewOrganisation) {
  const [row] = await db.insert(organisations).values(values).returning();
  return row!;
}

export async function updateOrganisation(
  db: Db,
  id: number,
  values: Partial<Pick<OrganisationRecord, 'email' | 'description' | 'publicKey'>>,
  by: number,
) {
  await db
    .update(organisations)
    .set({ ...values, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(organisations.id, id));
}

/** Soft delete or reactivation: the organisations keep their users, who cannot sign in while deleted. */
export async function setOrganisationsStatus(
  db: Db,
  ids: number[],
  status: 'Active' | 'Deleted',
  by: number,
) {
  await db
    .update(organisations)
    .set({
      status,
      deletedAt: status === 'Deleted' ? sql`now()` : null,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(inArray(organisations.id, ids));
}

/** Ends the sessions of the users of `orgIds` (their organisation was deleted). */
export async function revokeOrganisationSessions(db: Db, orgIds: number[]) {
  const orgUsers = db.select({ id: users.id }).from(users).where(inArray(users.orgId, orgIds));
  await revokeOpenSessions(db, inArray(sessions.userId, orgUsers));
}

export async function rootUserName(db: Db, orgId: number): Promise<string> {
  const [row] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.rootUser, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.userName ?? '';
}

export async function userCounts(db: Db, orgId: number) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${users.status} = 'Active')`.mapWith(Number),
      deleted: sql<number>`count(*) filter (where ${users.status} = 'Deleted')`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.orgId, orgId));
  return { active: row?.active ?? 0, deleted: row?.deleted ?? 0 };
}

export function listMedia(db: Db, orgId: number) {
  return db
    .select()
    .from(organisationMedia)
    .where(eq(organisationMedia.orgId, orgId))
    .orderBy(asc(organisationMedia.id));
}

export async function insertMedia(
  db: Db,
  orgId: number,
  rows: Array<Omit<typeof organisationMedia.$inferInsert, 'orgId'>>,
) {
  if (rows.length) await db.insert(organisationMedia).values(rows.map((r) => ({ ...r, orgId })));
}

/** Removes media `ids` of the organisation; answers how many were its own. */
export async function deleteMedia(db: Db, orgId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await db
    .delete(organisationMedia)
    .where(and(eq(organisationMedia.orgId, orgId), inArray(organisationMedia.id, ids)))
    .returning({ id: organisationMedia.id });
  return gone.length;
}

/** E-mails of the owner's organisations, lower case; one of them left out when `except` is given. */
export async function organisationEmails(db: Db, ownerId: number, except?: number): Promise<string[]> {
  const rows = await db
    .select({ email: sql<string>`lower(${organisations.email})` })
    .from(organisations)
    .where(
      and(
        eq(organisations.ownerId, ownerId),
        sql`${organisations.email} <> ''`,
        except === undefined ? undefined : sql`${organisations.id} <> ${except}`,
      ),
    );
  return [...new Set(rows.map((r) => r.email))];
}

/** The owner's type, end date and user quota (owner settings' quota, else the plan's number of users). */
export async function ownerFacts(db: Db, ownerId: number) {
  const [row] = await db
    .select({
      type: owners.type,
      expiryDate: owners.expiryDate,
      installationType: owners.installationType,
      quota: sql<number | null>`coalesce(${ownerSettings.userQuota}, ${ownerPlans.noOfUsers})`,
      apiKeyMaxDays: ownerSettings.apiKeyMaxDays,
    })
    .from(owners)
    .leftJoin(ownerSettings, eq(ownerSettings.ownerId, owners.id))
    .leftJoin(ownerPlans, eq(ownerPlans.ownerId, owners.id))
    .where(eq(owners.id, ownerId))
    .limit(1);
  return row ? { ...row, quota: row.quota === null ? null : Number(row.quota) } : null;
}

/** Active users of the owner's active organisations: what the quota counts. */
export async function activeUserCount(db: Db, ownerId: number): Promise<number> {
  return countUsers(db, and(eq(users.ownerId, ownerId), eq(organisations.status, 'Active')));
}

/** Active users of organisations `orgIds` (they count again once their organisations are reactivated). */
export async function activeUsersIn(db: Db, orgIds: number[]): Promise<number> {
  return countUsers(db, inArray(users.orgId, orgIds));
}

async function countUsers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(eq(users.status, 'Active'), where));
  return row?.n ?? 0;
}

export async function findDaSettings(db: Db, orgId: number) {
  return firstRow(
    db.select().from(organisationDaSettings).where(eq(organisationDaSettings.orgId, orgId)).limit(1),
  );
}

export async function upsertDaSettings(db: Db, values: typeof organisationDaSettings.$inferInsert) {
  const { orgId, ...rest } = values;
  const [row] = await db
    .insert(organisationDaSettings)
    .values(values)
    .onConflictDoUpdate({ target: organisationDaSettings.orgId, set: { ...rest, updatedAt: sql`now()` } })
    .returning();
  return { ...row!, orgId };
}

/** Holds the organisation's row until the transaction ends, so checks of its users run one at a time. */
/** Locks an owner's row until the transaction ends (the owner's user quota is counted under it). */
export async function lockOwner(db: Db, ownerId: number) {
  await db.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
}

export async function lockOrganisation(db: Db, orgId: number) {
  await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .for('update');
}
