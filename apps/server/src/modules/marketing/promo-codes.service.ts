import { and, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import { MARKETING_MESSAGES as M, todayUtc, type CallParsedInput, type PromoRow } from '@console/contract';
import { deleteCall, editedRow, infoCall } from '../../crud/owned-calls';
import { ownedRecords } from '../../crud/owned-records';
import { withDefaultSort } from '../../crud/paging';
import { saveRow } from '../../crud/rows';
import { promoCodes } from '../../db/schema/index';
import { isoDate } from '../../db/sql';
import { AppError, exists, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting } from '../owners/owner-scope';

// Promo codes (001 sections 2.9, 3, 4, 5 and 8): the platform's, whichever owner the caller acts on.

const columns = {
  id: promoCodes.id,
  type: promoCodes.type,
  code: promoCodes.code,
  description: promoCodes.description,
  startDate: promoCodes.startDate,
  endDate: promoCodes.endDate,
  credit: promoCodes.credit,
  creditValidityType: promoCodes.creditValidityType,
  creditValidityValue: promoCodes.creditValidityValue,
  discountType: promoCodes.discountType,
  discountAmount: promoCodes.discountAmount,
  minTopupAmount: promoCodes.minTopupAmount,
  updatedAt: promoCodes.updatedAt,
  redeemed:
    sql<number>`(select count(*) from code_redemptions r where r.promo_code_id = promo_codes.id)`.mapWith(
      Number,
    ),
};
const records = ownedRecords(promoCodes, {
  columns,
  sorts: { code: promoCodes.code, type: promoCodes.type, dateUpdated: promoCodes.updatedAt },
  searched: [promoCodes.code, promoCodes.description],
});
const findPromo = records.find;
type Record_ = NonNullable<Awaited<ReturnType<typeof findPromo>>>;

function toRow(r: Record_, today: string): PromoRow {
  const { updatedAt, ...rest } = r;
  return {
    ...rest,
    status: r.startDate <= today && today <= r.endDate ? 'Active' : 'Inactive',
    dateUpdated: isoDate(updatedAt),
  };
}

export async function listPromos(ctx: CallContext, input: CallParsedInput<'promoCodes.list'>) {
  const a = await acting(ctx, input.ownerId);
  const today = todayUtc();
  const q = withDefaultSort(input, 'dateUpdated', 'desc');
  const active = and(lte(promoCodes.startDate, today), gte(promoCodes.endDate, today));
  const inactive = or(gt(promoCodes.startDate, today), lt(promoCodes.endDate, today));
  const page = await records.page(ctx.db, a.platformId, q, input.status === 'Active' ? active : inactive);
  return { rows: page.rows.map((r) => toRow(r, today)), total: page.total };
}

const promoNotFound = () => notFound(M.PROMO_NOT_FOUND);
const codeClash = () => exists('CODE_EXIST', 'code', M.PROMO_CODE_EXISTS);

export const promoInfo = infoCall('platform', findPromo, promoNotFound, (row) => toRow(row, todayUtc()));

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_INPUT', message, { [field]: [message] });

/** promo save: the type's own fields only (001 section 4), empty dates today, the start not before today. */
export async function savePromo(ctx: CallContext, input: CallParsedInput<'promoCodes.save'>) {
  const a = await acting(ctx, input.ownerId);
  const before = await editedRow(ctx.db, a.platformId, input.id, findPromo, promoNotFound);
  const today = todayUtc();
  const startDate = input.startDate ?? today;
  const endDate = input.endDate ?? today;
  if (startDate !== before?.startDate && startDate < today)
    throw fieldError('startDate', M.START_BEFORE_TODAY);
  if (startDate > endDate) throw fieldError('endDate', M.START_AFTER_END);
  const promo = input.type === 'PROMO';
  if (promo && input.creditValidityType === 'date' && input.creditValidityValue! < startDate)
    throw fieldError('creditValidityValue', M.VALIDITY_BEFORE_START);
  const values = {
    type: input.type,
    code: input.code,
    description: input.description,
    startDate,
    endDate,
    credit: promo ? input.credit! : null,
    creditValidityType: promo ? input.creditValidityType! : null,
    creditValidityValue: promo ? input.creditValidityValue! : null,
    discountType: promo ? null : input.discountType!,
    discountAmount: promo ? null : input.discountAmount!,
    minTopupAmount: promo ? null : input.minTopupAmount!,
  };
  const [taken] = await ctx.db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.ownerId, a.platformId), eq(promoCodes.code, values.code)));
  if (taken && taken.id !== before?.id) throw codeClash();
  const id = await onUniqueClash(
    () => saveRow(ctx.db, promoCodes, before?.id, values, a.user.id, { ownerId: a.platformId }),
    { promo_codes_owner_code_unique: codeClash },
  );
  await ctx.audit({ targetType: 'promo_code', targetId: id, ownerId: a.platformId, before, after: values });
  return { message: before ? M.UPDATED : M.CREATED, id };
}

export const deletePromos = deleteCall(promoCodes, 'platform', {
  targetType: 'promo_code',
  notFound: M.PROMO_NOT_FOUND,
  message: M.DELETED,
});
