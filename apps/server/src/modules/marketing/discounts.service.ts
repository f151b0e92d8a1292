import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MARKETING_MESSAGES as M, type CallParsedInput, type DiscountRow } from '@console/contract';
import { deleteCall, editedRow, infoCall } from '../../crud/owned-calls';
import { ownedRecords } from '../../crud/owned-records';
import { withDefaultSort } from '../../crud/paging';
import { linkedRows, replaceRows, saveRow } from '../../crud/rows';
import type { Db } from '../../db/client';
import {
  discountMicroservices,
  discountOrganisations,
  discounts,
  discountUsers,
  microservices,
  organisations,
  owners,
  users,
} from '../../db/schema/index';
import { isoDate } from '../../db/sql';
import { AppError, exists, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting } from '../owners/owner-scope';

// Discounts (001 sections 2.10, 3, 5 and 8; decision 0183): the platform's, a percentage off the metered
// price of the linked catalogue microservices between the dates, for the chosen organisations (or all).

const columns = {
  id: discounts.id,
  name: discounts.name,
  discount: discounts.discount,
  discountType: discounts.discountType,
  startDate: discounts.startDate,
  endDate: discounts.endDate,
  updatedAt: discounts.updatedAt,
  // The outer table by its name: in a one-table select Drizzle leaves its own columns unqualified.
  micros: sql<Array<{ id: number; name: string }> | string>`coalesce((
      select json_agg(json_build_object('id', m.id, 'name', m.name) order by m.name, m.id)
      from discount_microservices dm join microservices m on m.id = dm.microservice_id
      where dm.discount_id = discounts.id), '[]'::json)`,
};
const records = ownedRecords(discounts, {
  columns,
  sorts: {
    name: sql`lower(${discounts.name})`,
    discount: discounts.discount,
    startDate: discounts.startDate,
    endDate: discounts.endDate,
  },
  searched: [discounts.name],
});
const findDiscount = records.find;
type DiscountRecord = NonNullable<Awaited<ReturnType<typeof findDiscount>>>;

const toRow = (r: DiscountRecord): DiscountRow => ({
  id: r.id,
  name: r.name,
  discount: r.discount,
  discountType: 'seasonal',
  startDate: r.startDate,
  endDate: r.endDate,
  micros: typeof r.micros === 'string' ? JSON.parse(r.micros) : r.micros,
  dateUpdated: isoDate(r.updatedAt),
});

export async function listDiscounts(ctx: CallContext, input: CallParsedInput<'discounts.list'>) {
  const a = await acting(ctx, input.ownerId);
  const q = withDefaultSort(input, 'startDate', 'desc');
  const page = await records.page(ctx.db, a.platformId, q);
  return { rows: page.rows.map(toRow), total: page.total };
}

const discountNotFound = () => notFound(M.DISCOUNT_NOT_FOUND);
const nameClash = () => exists('NAME_EXIST', 'name', M.DISCOUNT_NAME_EXISTS);

const orgName = { id: organisations.id, name: organisations.name };
const userName = { id: users.id, name: users.userName };

async function linksOf(db: Db, id: number) {
  const orgs = await linkedRows(db, orgName, discountOrganisations.orgId, organisations)
    .where(eq(discountOrganisations.discountId, id))
    .orderBy(asc(organisations.name));
  const people = await linkedRows(db, userName, discountUsers.userId, users)
    .where(eq(discountUsers.discountId, id))
    .orderBy(asc(users.userName));
  return { orgs, users: people };
}

export const discountInfo = infoCall('platform', findDiscount, discountNotFound, async (row, ctx) => ({
  ...toRow(row),
  ...(await linksOf(ctx.db, row.id)),
}));

/** The catalogue's microservices, the active organisations and (of `orgIds`) their active users. */
async function options(db: Db, platformId: number, orgIds: number[]) {
  const micros = await db
    .select({ id: microservices.id, name: microservices.name })
    .from(microservices)
    .where(and(eq(microservices.ownerId, platformId), eq(microservices.inCatalogue, true)))
    .orderBy(asc(microservices.name));
  const orgs = await db
    .select({ ...orgName, ownerName: owners.name })
    .from(organisations)
    .innerJoin(owners, eq(owners.id, organisations.ownerId))
    .where(eq(organisations.status, 'Active'))
    .orderBy(asc(owners.name), asc(organisations.name));
  const people = orgIds.length
    ? await db
        .select({ ...userName, orgId: users.orgId })
        .from(users)
        .where(and(inArray(users.orgId, orgIds), eq(users.status, 'Active')))
        .orderBy(asc(users.userName))
    : [];
  return { micros, orgs, users: people };
}

export async function discountOptions(ctx: CallContext, input: CallParsedInput<'discounts.options'>) {
  const a = await acting(ctx, input.ownerId);
  return options(ctx.db, a.platformId, input.orgIds);
}

const refused = (field: string, message: string) =>
  new AppError('INVALID_INPUT', message, { [field]: [message] });

/** discountAdd: the name once (case-insensitive), links only to what the dropdowns offer. */
export async function saveDiscount(ctx: CallContext, input: CallParsedInput<'discounts.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = await editedRow(ctx.db, a.platformId, input.id, findDiscount, discountNotFound);
  const offered = await options(ctx.db, a.platformId, input.orgs);
  const unknown = (chosen: number[], known: Array<{ id: number }>) =>
    chosen.some((id) => !known.some((k) => k.id === id));
  if (unknown(input.micros, offered.micros)) throw refused('micros', M.MICROSERVICE_UNKNOWN);
  if (unknown(input.orgs, offered.orgs)) throw refused('orgs', M.ORG_UNKNOWN);
  if (unknown(input.users, offered.users)) throw refused('users', M.USER_UNKNOWN);
  const [taken] = await ctx.db
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(eq(discounts.ownerId, a.platformId), sql`lower(${discounts.name}) = lower(${input.name})`));
  if (taken && taken.id !== before?.id) throw nameClash();
  const values = {
    name: input.name,
    discount: input.discount,
    discountType: input.discountType,
    startDate: input.startDate,
    endDate: input.endDate,
  };
  const id = await onUniqueClash(
    () => saveRow(ctx.db, discounts, before?.id, values, a.user.id, { ownerId: a.platformId }),
    { discounts_owner_name_unique: nameClash },
  );
  const micros = input.micros.map((m) => ({ discountId: id, microserviceId: m }));
  await replaceRows(ctx.db, discountMicroservices, discountMicroservices.discountId, id, micros);
  const orgs = input.orgs.map((o) => ({ discountId: id, orgId: o }));
  await replaceRows(ctx.db, discountOrganisations, discountOrganisations.discountId, id, orgs);
  const people = input.users.map((u) => ({ discountId: id, userId: u }));
  await replaceRows(ctx.db, discountUsers, discountUsers.discountId, id, people);
  await ctx.audit({
    targetType: 'discount',
    targetId: id,
    ownerId: a.platformId,
    before,
    after: { ...values, micros: input.micros, orgs: input.orgs, users: input.users },
  });
  return { message: before ? M.UPDATED : M.CREATED, id };
}

export const deleteDiscounts = deleteCall(discounts, 'platform', {
  targetType: 'discount',
  notFound: M.DISCOUNT_NOT_FOUND,
  message: M.DELETED,
});
