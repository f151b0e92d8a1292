import { GROUP_MESSAGES as G, mayOrg, type CallParsedInput, type GroupRow } from '@console/contract';
import { withDefaultSort } from '../../crud/paging';
import { isoDate } from '../../db/sql';
import { exists, forbidden, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { orgActing, visibleOrg, type OrgActing } from '../organisations/org-access';
import { usableIds } from './functions.repository';
import {
  assignToOrg,
  deleteGroupRows,
  findGroups,
  groupFunctionBriefs,
  groupMemberList,
  groupNameTaken,
  insertGroup,
  listGroups,
  orgFunctionChoices,
  orgUserChoices,
  predefinedTaken,
  setGroupFunctions,
  setGroupMembers,
  updateGroup,
  usersOfOrg,
  type GroupRecord,
} from './org-groups.repository';
import { orgFor, requireAll, requireMain, requireOrgFunctions, requireUsableFunctions } from './org-scope';
import { findPredefinedMany, listPredefined, predefinedFunctions } from './predefined-groups.repository';

const ALL_BY_NAME = { page: 0, pageSize: 1000, search: '', sortDirection: 'asc', sortField: 'name' } as const;

// An organisation's groups (002 section 2.12, Groups tab): read with ORG_GETORGGROUPLIST, created and
// edited with ORG_UPDATEORGGROUP, their functions changed with ORG_ADDFUNCTIONTOGROUP; pre-defined
// groups are added and groups deleted by main organisations.

const groupNotFound = () => notFound(G.NOT_FOUND);
const groupExists = () => exists('GROUP_EXIST', 'name', G.GROUP_EXIST);

const toRow = (r: GroupRecord): GroupRow => ({
  id: r.id,
  name: r.name,
  description: r.description,
  mode: r.mode,
  createdBy: r.createdBy,
  dateCreated: isoDate(r.createdAt),
  members: r.members,
  functionCount: r.functionCount,
});

export async function listOrgGroups(ctx: CallContext, input: CallParsedInput<'groups.list'>) {
  const { org } = await orgFor(ctx, input, 'groupsTab');
  const { rows, total } = await listGroups(ctx.db, org.id, withDefaultSort(input, 'name', 'asc'));
  return { rows: rows.map(toRow), total };
}

/** A group of the acting owner in an organisation the caller may see, or 404. */
async function reachableGroup(ctx: CallContext, a: OrgActing, id: number) {
  const [group] = await findGroups(ctx.db, a.ownerId, [id]);
  if (!group || (a.onlyOrgId !== null && group.orgId !== a.onlyOrgId)) throw groupNotFound();
  return group;
}

export async function orgGroupInfo(ctx: CallContext, input: { id: number; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId, 'groupsTab');
  const group = await reachableGroup(ctx, a, input.id);
  const functions = await groupFunctionBriefs(ctx.db, group.id);
  const memberList = await groupMemberList(ctx.db, group.id);
  return { ...toRow(group), orgId: group.orgId, functions, memberList };
}

/** What a group of the organisation may hold: its functions and its active users. */
export async function groupChoices(ctx: CallContext, input: CallParsedInput<'groups.choices'>) {
  const { org } = await orgFor(ctx, input, 'groupsTab');
  return {
    functions: await orgFunctionChoices(ctx.db, org.id, input),
    members: await orgUserChoices(ctx.db, org.id),
  };
}

/** listpredefinedgroup: the owner's pre-defined groups, hiding those the organisation already has. */
export async function predefinedChoices(
  ctx: CallContext,
  input: CallParsedInput<'groups.predefinedChoices'>,
) {
  const { a, taken } =
    input.orgId === undefined
      ? // The create-organisation form: every pre-defined group of the owner.
        { a: await orgActing(ctx, input.ownerId, 'editOrganisation'), taken: new Set<number>() }
      : await orgFor(ctx, { ...input, orgId: input.orgId }, 'groupsTab').then(async ({ a, org }) => ({
          a,
          taken: await predefinedTaken(ctx.db, org.id),
        }));
  const { rows } = await listPredefined(ctx.db, a.ownerId, ALL_BY_NAME);
  return {
    results: rows
      .filter((r) => !taken.has(r.id))
      .map((r) => ({ id: r.id, name: r.name, description: r.description, functionCount: r.functionCount })),
  };
}

/** update org group (id 0: group create, mode ADD): name unique in the organisation (GROUP_EXIST). */
export async function saveOrgGroup(ctx: CallContext, input: CallParsedInput<'groups.save'>) {
  const { a, org } = await orgFor(ctx, input, 'editGroups');
  const before = input.id ? await reachableGroup(ctx, a, input.id) : null;
  if (before && before.orgId !== org.id) throw groupNotFound();
  const beforeFunctions = before ? (await groupFunctionBriefs(ctx.db, before.id)).map((f) => f.id) : [];
  const beforeMembers = before ? (await groupMemberList(ctx.db, before.id)).map((m) => m.id) : [];
  const functionsChange =
    beforeFunctions.length !== input.functionIds.length ||
    input.functionIds.some((id) => !beforeFunctions.includes(id));
  if (functionsChange && !mayOrg(a.user, 'groupFunctions'))
    throw forbidden('Your access does not include this action');
  await requireOrgFunctions(ctx.db, org.id, input.functionIds);
  if (input.memberIds)
    requireAll(
      input.memberIds,
      await usersOfOrg(ctx.db, org.id, input.memberIds),
      'memberIds',
      G.USER_NOT_OF_ORG,
    );
  if (await groupNameTaken(ctx.db, org.id, input.name, input.id)) throw groupExists();
  const values = { name: input.name, description: input.description };
  const id = await onUniqueClash(
    async () =>
      before
        ? (await updateGroup(ctx.db, before.id, values, a.user.id), before.id)
        : insertGroup(ctx.db, { ...values, ownerId: a.ownerId, orgId: org.id, mode: 'ADD' }, a.user.id),
    { org_groups_org_name_unique: groupExists },
  );
  await setGroupFunctions(ctx.db, id, org.id, input.functionIds);
  if (input.memberIds) await setGroupMembers(ctx.db, id, input.memberIds, a.user.id);
  await ctx.audit({
    targetType: 'group',
    targetId: id,
    ownerId: a.ownerId,
    before: before && {
      name: before.name,
      description: before.description,
      functionIds: beforeFunctions,
      memberIds: beforeMembers,
    },
    after: {
      orgId: org.id,
      ...values,
      functionIds: input.functionIds,
      memberIds: input.memberIds ?? beforeMembers,
    },
  });
  return { message: before ? G.UPDATED : G.CREATED, id };
}

/**
 * group create, mode PRE: one group per chosen pre-defined group, named as it, with its functions (those
 * the owner may still use), which are assigned to the organisation if they were not.
 */
export async function addPredefinedGroups(ctx: CallContext, input: CallParsedInput<'groups.addPredefined'>) {
  const { a, org } = await orgFor(ctx, input, 'editGroups', true);
  const picked = await findPredefinedMany(ctx.db, a.ownerId, input.predefinedIds);
  if (picked.length !== input.predefinedIds.length) throw notFound('Pre-defined group not found');
  const ids = await createFromPredefined(ctx, a, org.id, picked);
  await ctx.audit({
    targetType: 'group',
    targetId: ids.join(','),
    ownerId: a.ownerId,
    after: { orgId: org.id, mode: 'PRE', predefinedIds: input.predefinedIds, ids },
  });
  return { message: G.CREATED, ids };
}

/** Creates the organisation's groups from pre-defined ones (also used when an organisation is created). */
export async function createFromPredefined(
  ctx: CallContext,
  a: { ownerId: number; platformId: number; user: { id: number } },
  orgId: number,
  picked: Array<{ id: number; name: string; description: string }>,
): Promise<number[]> {
  const taken = await predefinedTaken(ctx.db, orgId);
  const functions = await predefinedFunctions(
    ctx.db,
    picked.map((p) => p.id),
  );
  const usable = new Set(
    await usableIds(ctx.db, a.ownerId, a.platformId, [...new Set(functions.map((f) => f.id))]),
  );
  await assignToOrg(ctx.db, orgId, [...usable], a.user.id);
  const ids: number[] = [];
  for (const p of picked) {
    if (taken.has(p.id)) continue;
    if (await groupNameTaken(ctx.db, orgId, p.name, 0)) throw groupExists();
    const id = await onUniqueClash(
      () =>
        insertGroup(
          ctx.db,
          {
            ownerId: a.ownerId,
            orgId,
            name: p.name,
            description: p.description,
            mode: 'PRE',
            predefinedId: p.id,
          },
          a.user.id,
        ),
      { org_groups_org_name_unique: groupExists },
    );
    const mine = functions.filter((f) => f.groupId === p.id && usable.has(f.id)).map((f) => f.id);
    await setGroupFunctions(ctx.db, id, orgId, mine);
    ids.push(id);
  }
  return ids;
}

/** delete group: every selected group, all or none (main organisations). */
export async function deleteOrgGroups(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await orgActing(ctx, input.ownerId, 'editGroups');
  requireMain(a);
  const rows = await findGroups(ctx.db, a.ownerId, input.ids);
  if (rows.length !== input.ids.length || rows.some((g) => a.onlyOrgId !== null && g.orgId !== a.onlyOrgId))
    throw groupNotFound();
  const orgIds = new Set(rows.map((g) => g.orgId));
  for (const orgId of orgIds) await visibleOrg(ctx, a, orgId);
  await deleteGroupRows(ctx.db, input.ids);
  await ctx.audit({
    targetType: 'group',
    targetId: input.ids.join(','),
    ownerId: a.ownerId,
    before: rows.map(toRow),
  });
  return { message: G.DELETED, deleted: rows.length };
}

/**
 * A new organisation's functions and pre-defined groups (002 section 3, new organisation: function_ids,
 * pre_def_groups): functions the owner may give (else 400), groups from the owner's pre-defined ones.
 */
export async function giveNewOrganisation(
  ctx: CallContext,
  ownerId: number | undefined,
  orgId: number,
  picked: { functionIds: number[]; predefinedGroupIds: number[] },
) {
  if (!picked.functionIds.length && !picked.predefinedGroupIds.length)
    return { functionIds: [], groupIds: [] };
  const a = await orgActing(ctx, ownerId);
  await requireUsableFunctions(ctx.db, a, picked.functionIds);
  const groups = await findPredefinedMany(ctx.db, a.ownerId, picked.predefinedGroupIds);
  requireAll(
    picked.predefinedGroupIds,
    groups.map((g) => g.id),
    'predefinedGroupIds',
    'Pre-defined group not found',
  );
  await assignToOrg(ctx.db, orgId, picked.functionIds, a.user.id);
  return { functionIds: picked.functionIds, groupIds: await createFromPredefined(ctx, a, orgId, groups) };
}
