import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  MARKETING_MESSAGES as M,
  REFERRAL_CREDIT_USD,
  REFERRAL_VALIDITY_MONTHS,
  formatCredit,
  todayUtc,
  type CallParsedInput,
} from '@console/contract';
import { orderOf, pageOfSelect, searchAny, withDefaultSort } from '../../crud/paging';
import { organisations, referralCodes } from '../../db/schema/index';
import { isoDate, totalOver } from '../../db/sql';
import { notFound } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { acting } from '../owners/owner-scope';

// Referral codes (001 sections 2.11 and 3; decision 0182): one per organisation that invites others,
// made on demand; another organisation redeems it through the promo entry of the credit screen.

const SORTS = {
  code: referralCodes.code,
  startDate: referralCodes.startDate,
  dateUpdated: referralCodes.updatedAt,
};

export async function listReferrals(ctx: CallContext, input: CallParsedInput<'referralCodes.list'>) {
  await acting(ctx, input.ownerId);
  const q = withDefaultSort(input, 'dateUpdated', 'desc');
  const page = await pageOfSelect(q, orderOf(q, SORTS, referralCodes.id, [referralCodes.id]), () =>
    ctx.db
      .select({
        id: referralCodes.id,
        code: referralCodes.code,
        startDate: referralCodes.startDate,
        description: referralCodes.description,
        orgId: referralCodes.orgId,
        orgName: organisations.name,
        credit: referralCodes.credit,
        redeemed:
          sql<number>`(select count(*) from code_redemptions r where r.referral_code_id = referral_codes.id)`.mapWith(
            Number,
          ),
        updatedAt: referralCodes.updatedAt,
        total: totalOver,
      })
      .from(referralCodes)
      .innerJoin(organisations, eq(organisations.id, referralCodes.orgId))
      .where(searchAny(input.search, [referralCodes.code, referralCodes.description, organisations.name]))
      .$dynamic(),
  );
  return {
    rows: page.rows.map(({ updatedAt, total: _t, ...r }) => ({ ...r, dateUpdated: isoDate(updatedAt) })),
    total: page.total,
  };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The organisation's name in capitals (up to 8 letters or digits), a dash and 4 random characters. */
export function referralCodeFor(orgName: string): string {
  const stem =
    orgName
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 8) || 'ORG';
  const tail = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${stem}-${tail}`;
}

/** The organisation's referral code: its existing one, or a new one (one per organisation). */
export async function generateReferral(ctx: CallContext, input: CallParsedInput<'referralCodes.generate'>) {
  const a = await acting(ctx, input.ownerId);
  const [org] = await ctx.db
    .select({ id: organisations.id, name: organisations.name, ownerId: organisations.ownerId })
    .from(organisations)
    .where(and(eq(organisations.id, input.orgId), eq(organisations.status, 'Active')));
  if (!org) throw notFound('Organisation not found');
  const existing = async () =>
    (
      await ctx.db
        .select({ id: referralCodes.id, code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.orgId, org.id))
    )[0];
  let row = await existing();
  for (let attempt = 0; !row && attempt < 5; attempt++) {
    const code = referralCodeFor(org.name);
    const inserted = await ctx.db
      .insert(referralCodes)
      .values({
        orgId: org.id,
        code,
        description: `${org.name} invites: ${formatCredit(REFERRAL_CREDIT_USD)} USD of credit for ${REFERRAL_VALIDITY_MONTHS} months`,
        startDate: todayUtc(),
        credit: REFERRAL_CREDIT_USD,
        validityMonths: REFERRAL_VALIDITY_MONTHS,
        updatedBy: a.user.id,
      })
      .onConflictDoNothing()
      .returning({ id: referralCodes.id, code: referralCodes.code });
    row = inserted[0] ?? (await existing());
  }
  if (!row) throw new Error('no free referral code after 5 attempts');
  await ctx.audit({ targetType: 'referral_code', targetId: row.id, ownerId: org.ownerId, after: row });
  return { message: M.REFERRAL_CREATED, id: row.id, code: row.code };
}
