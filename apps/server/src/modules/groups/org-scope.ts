import { GROUP_MESSAGES as G, type OrgAction } from '@console/contract';
import { AppError, forbidden } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { orgActing, visibleOrg, type OrgActing } from '../organisations/org-access';

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
