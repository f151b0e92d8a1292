import { GROUP_MESSAGES as G, type CallParsedInput } from '@console/contract';
import { withDefaultSort } from '../../crud/paging';
import { isoDate } from '../../db/sql';
import type { CallContext } from '../../http/context';
import { functionChoices, usableBy } from './functions.repository';
import { assignToOrg, listOrgFunctions, notAssignedTo, removeFromOrg } from './org-groups.repository';
import { orgActing } from '../organisations/org-access';
import { orgFor, requireOrgFunctions, requireUsableFunctions } from './org-scope';

// An organisation's functions (002 section 2.10, Functions tab): main organisations only, with
// ORG_GETORGASSIGNFUNCTIONS.

export async function listFunctions(ctx: CallContext, input: CallParsedInput<'orgFunctions.list'>) {
  const { org } = await orgFor(ctx, input, 'functionsTab', true);
  const { rows, total } = await listOrgFunctions(ctx.db, org.id, withDefaultSort(input, 'name', 'asc'));
  return {
    rows: rows.map(({ total: _, createdAt, ...r }) => ({ ...r, dateAssigned: isoDate(createdAt) })),
    total,
  };
}

/** getfunctionlist: what the owner may assign that the organisation does not have yet. */
export async function functionsToAssign(ctx: CallContext, input: CallParsedInput<'orgFunctions.choices'>) {
  if (input.orgId === undefined) {
    // The create-organisation form: what the owner may give a new organisation.
    const a = await orgActing(ctx, input.ownerId, 'editOrganisation');
    return { results: await functionChoices(ctx.db, usableBy(a.ownerId, a.platformId), input) };
  }
  const { a, org } = await orgFor(ctx, { ...input, orgId: input.orgId }, 'functionsTab', true);
  return {
    results: await functionChoices(ctx.db, usableBy(a.ownerId, a.platformId), input, notAssignedTo(org.id)),
  };
}

/** assign function to org: each a function the owner may use (else 400); already assigned ones stay. */
export async function assignFunctions(ctx: CallContext, input: CallParsedInput<'orgFunctions.assign'>) {
  const { a, org } = await orgFor(ctx, input, 'functionsTab', true);
  await requireUsableFunctions(ctx.db, a, input.functionIds);
  const assigned = await assignToOrg(ctx.db, org.id, input.functionIds, a.user.id);
  await ctx.audit({
    targetType: 'organisation_function',
    targetId: org.id,
    ownerId: a.ownerId,
    after: { orgId: org.id, functionIds: input.functionIds },
  });
  return { message: G.ASSIGNED, assigned };
}

/** remove function from org: and from the organisation's groups and users, in this one transaction. */
export async function removeFunctions(ctx: CallContext, input: CallParsedInput<'orgFunctions.remove'>) {
  const { a, org } = await orgFor(ctx, input, 'functionsTab', true);
  await requireOrgFunctions(ctx.db, org.id, input.functionIds);
  const held = await removeFromOrg(ctx.db, org.id, input.functionIds);
  await ctx.audit({
    targetType: 'organisation_function',
    targetId: org.id,
    ownerId: a.ownerId,
    before: { orgId: org.id, functionIds: input.functionIds, ...held },
  });
  return { message: G.REMOVED, removed: input.functionIds.length, ...held };
}
