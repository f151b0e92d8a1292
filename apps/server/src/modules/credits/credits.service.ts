import {
  BALANCE_HISTORY_DAYS,
  CREDIT_MESSAGES as M,
  MARKETING_CREDIT,
  SERVICE_EXPIRY_MONTHS,
  type CallParsedInput,
  type CreditRow,
} from '@console/contract';
import { AppError, notFound } from '../../http/app-error';
import { requireUser, type CallContext } from '../../http/context';
import { onlyOwnOrg } from '../organisations/org-access';
import { resolveOwnerId } from '../owners/owner-scope';
import { findOrg, listAccounts, listGrants, listOrgs } from './credits.repository';
import {
  addGrant,
  addMonths,
  balanceHistory,
  balanceOf,
  daysBetween,
  ensureSpendingAccount,
  findSpendingAccount,
  todayUtc,
} from './ledger';
import { grantPosBonus, usablePosCode } from './pos-topup';

// Credit management (002 section 2.7; decision 0390): PM staff act on the owner they picked and any of
// its organisations; an owner's administrators on their own owner's organisations; the administrator of
// a non-main organisation on that organisation only (as the organisation screens, org-access.ts).
// Anything else answers 404, as if it did not exist. Adding credit is PM staff's (the call's permission).

const orgNotFound = () => notFound(M.ORG_NOT_FOUND);

/** The owner the call acts on, and the one organisation of it the caller may reach (null: all). */
async function creditScope(ctx: CallContext, requested: number | undefined) {
  const ownerId = await resolveOwnerId(ctx, requested);
  return { ownerId, onlyOrgId: onlyOwnOrg(requireUser(ctx), ownerId) };
}

/** The acting owner's organisation named by the call that the caller may reach (else 404). */
export async function actingOrg(ctx: CallContext, input: { ownerId?: number; orgId: number }) {
  const { ownerId, onlyOrgId } = await creditScope(ctx, input.ownerId);
  if (onlyOrgId !== null && input.orgId !== onlyOrgId) throw orgNotFound();
  const org = await findOrg(ctx.db, ownerId, input.orgId);
  if (!org) throw orgNotFound();
  return { ownerId, org };
}

export async function creditOrganisations(ctx: CallContext, input: { ownerId?: number }) {
  const { ownerId, onlyOrgId } = await creditScope(ctx, input.ownerId);
  const orgs = await listOrgs(ctx.db, ownerId);
  return { results: onlyOrgId === null ? orgs : orgs.filter((o) => o.id === onlyOrgId) };
}

export async function creditAccounts(ctx: CallContext, input: { ownerId?: number; orgId: number }) {
  const { org } = await actingOrg(ctx, input);
  const today = todayUtc();
  const accounts = await listAccounts(ctx.db, org.id);
  const result = [];
  for (const a of accounts)
    result.push({ ...a, orgId: org.id, orgName: org.name, balance: await balanceOf(ctx.db, a.id, today) });
  return { result };
}

export async function listCredits(ctx: CallContext, input: CallParsedInput<'credits.list'>) {
  const { org } = await actingOrg(ctx, input);
  const accountId = await findSpendingAccount(ctx.db, org.id);
  const today = todayUtc();
  if (accountId === null) return { rows: [], total: 0, balance: '0.0000' };
  const page = await listGrants(ctx.db, accountId, { ...input, today }, input);
  const rows: CreditRow[] = page.rows.map((g) => {
    const expired = g.status === 'E' || g.expiryDate < today;
    return {
      id: g.id,
      orgId: org.id,
      acId: g.acId,
      orgName: org.name,
      creditType: g.creditType,
      description: g.description,
      startDate: g.startDate,
      expiryDate: g.expiryDate,
      credit: g.amount,
      reCredit: g.status === 'E' ? g.expiredAmount : g.remaining,
      priority: g.priority,
      status: expired ? 'E' : 'A',
      expiresInDays: expired ? null : daysBetween(today, g.expiryDate),
    };
  });
  return { rows, total: page.total, balance: await balanceOf(ctx.db, accountId, today) };
}

export async function creditHistory(ctx: CallContext, input: { ownerId?: number; orgId: number }) {
  const { org } = await actingOrg(ctx, input);
  const accountId = await findSpendingAccount(ctx.db, org.id);
  const today = todayUtc();
  const points = await balanceHistory(ctx.db, accountId, today, BALANCE_HISTORY_DAYS);
  return { points, balance: accountId === null ? '0.0000' : await balanceOf(ctx.db, accountId, today) };
}

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_INPUT', message, { [field]: [message] });

/**
 * updatecreditexpiry: dates only for marketing credit, else (and when blank) today and a year ahead.
 * A top-up may name a POS code, whose bonus is granted beside it in the same transaction (decision 0240).
 */
export async function addCredit(ctx: CallContext, input: CallParsedInput<'credits.add'>) {
  const { ownerId, org } = await actingOrg(ctx, input);
  const today = todayUtc();
  const marketing = input.creditType === MARKETING_CREDIT;
  const startDate = (marketing && input.startDate) || today;
  const expiryDate = (marketing && input.expiryDate) || addMonths(startDate, SERVICE_EXPIRY_MONTHS);
  if (expiryDate < startDate) throw fieldError('expiryDate', M.EXPIRY_BEFORE_START);
  if (expiryDate < today) throw fieldError('expiryDate', 'The expiry date must not be in the past');
  const pos =
    input.posCode && !marketing
      ? await usablePosCode(ctx.db, org.id, input.posCode, input.amount, today)
      : null;
  const accountId = await ensureSpendingAccount(ctx.db, org.id);
  const grant = {
    creditType: input.creditType,
    description: input.description,
    startDate,
    expiryDate,
    amount: input.amount,
    priority: input.priority,
  };
  const userId = ctx.user?.id ?? null;
  const id = await addGrant(ctx.db, accountId, grant, userId);
  const bonus = pos
    ? await grantPosBonus(ctx.db, { accountId, orgId: org.id, topup: grant, userId }, pos)
    : null;
  await ctx.audit({
    targetType: 'credit_grant',
    targetId: id,
    ownerId,
    after: { orgId: org.id, ...grant, ...(bonus && { posBonus: bonus }) },
  });
  return { message: M.CREDIT_ADDED, id, balance: await balanceOf(ctx.db, accountId, today), bonus };
}
