import { GROUP_MESSAGES as G, type OrgAction } from '@console/contract';
import { AppError, forbidden } from '../../http/app-error';
import type { Db } from '../../db/client';
import type { CallContext } from '../../http/context';
import type { Acting } from '../owners/owner-scope';
import { orgActing, visibleOrg, type OrgActing } from '../organisations/org-access';
import { usableIds } from './functions.repository';
import { assignedIds } from './org-groups.repository';

// Who may reach an organisation's functions and groups (002 section 6): the ORG_* flag of each action,
// and for the actions of org type main (manage functions, add pre-defined groups, delete groups) a
// caller of the owner's main organisation. Another owner's organisation answers 404.

export async function orgFor(
  ctx: CallContext,
  input: { ownerId?: number; orgId: number },
  action: OrgAction,
  mainOnly = false,
) {
  const a = await orgActing(ctx, input.ownerId, action);
  if (mainOnly) requireMain(a);
  const org = await visibleOrg(ctx, a, input.orgId, 'Active');
  return { a, org };
}

export function requireMain(a: OrgActing): void {
  if (!a.user.orgIsMain) throw forbidden(G.MAIN_ONLY);
}

/** A 400 on `field` when some of `wanted` are not among `found`. */
export function requireAll(wanted: number[], found: number[], field: string, message: string): void {
  const have = new Set(found);
  if (wanted.some((id) => !have.has(id)))
    throw new AppError('INVALID_INPUT', message, { [field]: [message] });
}

/** A 400 on functionIds unless every one of `ids` is a function assigned to organisation `orgId`. */
export async function requireOrgFunctions(db: Db, orgId: number, ids: number[]): Promise<void> {
  requireAll(ids, await assignedIds(db, orgId, ids), 'functionIds', G.NOT_OF_ORG);
}

/** A 400 on functionIds unless every one of `ids` is a function the acting owner may give (usableIds). */
export async function requireUsableFunctions(db: Db, a: Acting, ids: number[]): Promise<void> {
  requireAll(ids, await usableIds(db, a.ownerId, a.platformId, ids), 'functionIds', G.NOT_AVAILABLE);
}
