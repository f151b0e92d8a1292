import { mayOrg, ORG_MESSAGES as M, type OrgAction } from '@console/contract';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { requireUser, type AuthUser, type CallContext } from '../../http/context';
import { acting, ownerNotFound, ownerToConfirm, type Acting } from '../owners/owner-scope';
import { findOrganisation, type OrganisationRecord } from './organisations.repository';

// Who may reach which organisation (002 sections 2.9 and 6). PM staff act on the owner they picked;
// everyone else on their own owner. A caller of a non-main organisation sees only their own organisation
// (the spec sends them to its details). An organisation of another owner, or one the caller may not see,
// answers 404 as if it did not exist.

export interface OrgActing extends Acting {
  /** Set when the caller may reach only their own organisation (a non-main organisation's user). */
  onlyOrgId: number | null;
}

/**
 * The one organisation a caller acting on owner `ownerId` may reach, or null for all of the owner's:
 * a user of a non-main organisation, on their own owner, reaches their own organisation only.
 */
export const onlyOwnOrg = (user: AuthUser, ownerId: number): number | null =>
  ownerId === user.owner && !user.orgIsMain ? user.orgId : null;

export async function orgActing(ctx: CallContext, ownerId: number | undefined, action?: OrgAction) {
  const a = await acting(ctx, ownerId);
  if (action) requireOrgFlag(a, action);
  return { ...a, onlyOrgId: onlyOwnOrg(a.user, a.ownerId) } satisfies OrgActing;
}

/**
 * As orgActing for a hot read (a list), without a query: the read's own statement confirms that the
 * owner exists (checkFound), the one case PM staff may name an owner that is not there.
 */
export function orgReader(ctx: CallContext, ownerId: number | undefined, action?: OrgAction) {
  const user = requireUser(ctx);
  if (action) requireOrgFlag({ user }, action);
  const owner = ownerToConfirm(ctx, ownerId);
  return { user, ownerId: owner, onlyOrgId: onlyOwnOrg(user, owner) };
}

/** A hot read's checks, answered by its statement: the owner exists, then the organisation is its. */
export function checkFound(found: { ownerFound: boolean; orgFound?: boolean }): void {
  if (!found.ownerFound) throw ownerNotFound();
  if (found.orgFound === false) throw orgNotFound();
}

/** 002 section 6: each organisation action needs its ORG_* access flag. */
export function requireOrgFlag(a: Pick<Acting, 'user'>, action: OrgAction): void {
  if (!mayOrg(a.user, action)) throw forbidden('Your access does not include this action');
}

export const orgNotFound = () => notFound(M.ORG_NOT_FOUND);

/** The organisation `orgId` of the acting owner that the caller may see, or 404. */
export async function visibleOrg(
  ctx: CallContext,
  a: OrgActing,
  orgId: number,
  status?: 'Active',
): Promise<OrganisationRecord> {
  if (a.onlyOrgId !== null && orgId !== a.onlyOrgId) throw orgNotFound();
  const org = await findOrganisation(ctx.db, a.ownerId, orgId);
  if (!org || (status && org.status !== status)) throw orgNotFound();
  return org;
}

/**
 * How an area's rows are soft-deleted and reactivated: `setStatus` marks them, a row that is not Active is
 * not found for a delete (`notFound`), the sessions they hold end on delete (`revokeSessions`), and the
 * audit record keeps them as `before` shapes them.
 */
export interface StatusArea<R> {
  targetType: 'organisation' | 'user';
  notFound: () => Error;
  setStatus: (ids: number[], status: 'Active' | 'Deleted') => Promise<void>;
  revokeSessions: (ids: number[]) => Promise<void>;
  before: (row: R) => { id: number };
}

/** The one audit record of a soft delete or a reactivation: the rows as they were, and the new status. */
function auditStatus<R>(
  ctx: CallContext,
  a: OrgActing,
  area: StatusArea<R>,
  rows: R[],
  status: 'Active' | 'Deleted',
) {
  const before = rows.map(area.before);
  return ctx.audit({
    targetType: area.targetType,
    targetId: before.map((r) => r.id).join(','),
    ownerId: a.ownerId,
    before,
    after: { status },
  });
}

/** A soft delete (002 section 4), once the area's own guards passed: the rows become Deleted, their sessions end. */
export async function softDelete<R extends { id: number; status: string }>(
  ctx: CallContext,
  a: OrgActing,
  rows: R[],
  area: StatusArea<R>,
) {
  if (rows.some((r) => r.status !== 'Active')) throw area.notFound();
  const ids = rows.map((r) => r.id);
  await area.setStatus(ids, 'Deleted');
  await area.revokeSessions(ids);
  await auditStatus(ctx, a, area, rows, 'Deleted');
  return { message: M.DELETED, deleted: rows.length };
}

/**
 * Deleted rows back: deleted rows only (anything else is a 400 on `ids`), once `requireRoom` found room
 * for them in the quota.
 */
export async function reactivate<R extends { id: number; status: string }>(
  ctx: CallContext,
  a: OrgActing,
  rows: R[],
  area: StatusArea<R>,
  requireRoom: () => Promise<unknown>,
) {
  if (rows.some((r) => r.status !== 'Deleted'))
    throw new AppError('INVALID_INPUT', M.NOT_DELETED, { ids: [M.NOT_DELETED] });
  await requireRoom();
  await area.setStatus(
    rows.map((r) => r.id),
    'Active',
  );
  await auditStatus(ctx, a, area, rows, 'Active');
  return { message: M.REACTIVATED, reactivated: rows.length };
}
