import { beforeAll, describe, expect, it } from 'vitest';
import type { FunctionBrief, GroupInfo, OrgFunctionRow, UserAccess } from '@console/contract';
import { hashPassword } from '../src/modules/auth/passwords';
import { sql } from './helpers/test-app';
import { useApi } from './helpers/api';
import { useLogins } from './helpers/use-logins';

// Issue 9: platform functions, pre-defined groups, an organisation's functions and groups, a user's
// direct and group functions, and the access answer built on them.

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace');

const ids = { acmeMain: 0, tsVision: 0, basket: 0, spare: 0, analyst: 0, analystTwo: 0, tsUser: 0 };

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await t.rows<{ id: number }>(query);
  expect(row, 'demo row').toBeDefined();
  return Number(row!.id);
}

beforeAll(async () => {
  ids.acmeMain = await one(sql`select id from organisations where owner_id = ${t.owners.acme} and is_main`);
  ids.tsVision = await one(sql`select id from organisations where client_id = 'ts-vision'`);
  ids.basket = await one(sql`select id from microservices where code = 'BASKETAFF'`);
  // A microservice Acme may give that the demo data has not assigned to its main organisation.
  ids.spare =
    await one(sql`select m.id from microservice_assignments a join microservices m on m.id = a.microservice_id
    where a.owner_id = ${t.owners.acme} and not exists (select 1 from organisation_functions f
      where f.org_id = ${ids.acmeMain} and f.function_id = m.id) order by m.id limit 1`);
  // Users the demo data gives no group or function.
  ids.analyst = await one(sql`select id from users where user_name = 'analyst.two@acme.example'`);
  ids.analystTwo = await one(sql`insert into users (owner_id, org_id, user_name, password_hash)
    values (${t.owners.acme}, ${ids.acmeMain}, 'tester@acme.example', 'x') returning id`);
  ids.tsUser = await one(sql`select id from users where user_name = 'maria.lopez@teamspace.example'`);
});

/**
 * Signs in as a demo user whose password the demo data does not publish: the user gets `password` (and
 * these access flags) first. Answers the session key.
 */
async function signInAs(clientid: string, username: string, password: string, flags?: string[]) {
  const hash = await hashPassword(password);
  await t.rows(sql`update users set password_hash = ${hash} where user_name = ${username}`);
  if (flags) {
    const list = `{${flags.join(',')}}`;
    await t.rows(sql`update users set access_flags = ${list}::text[] where user_name = ${username}`);
  }
  const login = await t.loginAs({ clientid, username, password });
  expect(login.status).toBe(200);
  return login.body.userApiKey as string;
}

/** A new platform function (type 140) by the platform administrator; answers its id. */
async function platformFunction(name: string, code: string): Promise<number> {
  const body = await t.ok('platformFunctions.save', { name, code, description: `${name}.` }, keys.platform);
  return body.id as number;
}

describe('platform functions', () => {
  it('adds a function of type 140, class CLASS_INTERNAL, code upper case and copied to the URL code', async () => {
    const audit = await t.lastAuditId();
    const saved = await t.ok(
      'platformFunctions.save',
      { name: ' Export Statements ', code: 'export/statements #1', description: 'Exports the statements.' },
      keys.platform,
    );
    expect(saved.message).toBe('Successfully Created');
    await t.oneAudit(audit, { target_type: 'platform_function', target_id: String(saved.id) });
    const info = await t.ok('platformFunctions.info', { id: saved.id }, keys.platform);
    expect(info).toMatchObject({
      name: 'Export Statements',
      code: 'EXPORT/STATEMENTS #1',
      urlCode: 'EXPORT/STATEMENTS #1',
      typeId: 140,
      classCode: 'CLASS_INTERNAL',
      fnType: 'FUN_ATOMISTIC',
      microType: 'OWN',
      createdBy: 'admin@platform.example',
    });
    const list = await t.ok('platformFunctions.list', { search: 'export statements' }, keys.platform);
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(saved.id);

    const updated = await t.ok(
      'platformFunctions.save',
      { id: saved.id, name: 'Export Statements', code: 'EXPORT_STATEMENTS', description: 'Now CSV too.' },
      keys.platform,
    );
    expect(updated.message).toBe('Successfully Updated');
    expect(await t.ok('platformFunctions.info', { id: saved.id }, keys.platform)).toMatchObject({
      code: 'EXPORT_STATEMENTS',
      urlCode: 'EXPORT_STATEMENTS',
      description: 'Now CSV too.',
    });
  });

  it('is not a microservice: the microservices screen neither lists nor opens it', async () => {
    const id = await platformFunction('Hidden Admin Tool', 'HIDDEN_TOOL');
    const list = await t.ok('microservices.list', { search: 'hidden admin' }, keys.platform);
    expect(list.total).toBe(0);
    await t.refused(404, 'microservices.info', { id }, keys.platform);
  });

  it("refuses a name or code already used with 'Function Title or Code Already Exists'", async () => {
    await platformFunction('Audit Download', 'AUDIT_DOWNLOAD');
    for (const body of [
      { name: 'audit download', code: 'OTHER_CODE', description: 'x' },
      { name: 'Another Name', code: 'audit_download', description: 'x' },
    ]) {
      const res = await t.refused(409, 'platformFunctions.save', body, keys.platform);
      expect(res.body.error).toMatchObject({
        code: 'NAME_EXIST',
        message: 'Function Title or Code Already Exists',
      });
    }
  });

  it('answers 400 with the spec messages for missing or bad fields', async () => {
    const cases: Array<[object, string, string]> = [
      [{ code: 'A', description: 'd' }, 'name', 'Name is required'],
      [{ name: 'n', code: '  ', description: 'd' }, 'code', 'Code is required'],
      [{ name: 'n', code: 'A', description: '' }, 'description', 'Description is required'],
      [
        { name: 'n', code: 'A;B', description: 'd' },
        'code',
        'Letters, digits, space and _ @ . / # & + - only',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.refused(400, 'platformFunctions.save', body, keys.platform);
      expect(res.body.error.fieldErrors[field]).toContain(message);
    }
  });

  it('is for platform staff only (403), and deletes every selected function in one audit record', async () => {
    await t.refused(403, 'platformFunctions.list', {}, keys.acme);
    await t.refused(
      403,
      'platformFunctions.save',
      { name: 'n', code: 'N', description: 'd' },
      keys.teamspace,
    );
    const a = await platformFunction('Delete Me One', 'DEL_ONE');
    const b = await platformFunction('Delete Me Two', 'DEL_TWO');
    await t.refused(404, 'platformFunctions.delete', { ids: [a, ids.basket] }, keys.platform);
    const audit = await t.lastAuditId();
    const res = await t.ok('platformFunctions.delete', { ids: [a, b] }, keys.platform);
    expect(res).toEqual({ message: 'Successfully Deleted', deleted: 2 });
    await t.oneAudit(audit, { target_type: 'platform_function' });
    await t.refused(404, 'platformFunctions.info', { id: a }, keys.platform);
  });
});

describe('pre-defined groups', () => {
  it('saves a group with two functions, shows them in its detail, and refuses a taken name', async () => {
    const report = await platformFunction('Predef Report', 'PREDEF_REPORT');
    const audit = await t.lastAuditId();
    const saved = await t.ok(
      'predefinedGroups.save',
      {
        ownerId: t.owners.acme,
        name: 'Test Analysts',
        description: 'Read-only analysts',
        functionIds: [report, ids.basket],
      },
      keys.platform,
    );
    expect(saved.message).toBe('Successfully Created');
    await t.oneAudit(audit, { target_type: 'predefined_group' });
    const info = await t.ok('predefinedGroups.info', { ownerId: t.owners.acme, id: saved.id }, keys.platform);
    expect(info).toMatchObject({ name: 'Test Analysts', functionCount: 2 });
    expect(info.functions.map((f: FunctionBrief) => f.name)).toEqual(['Basket Affinity', 'Predef Report']);

    const clash = await t.refused(
      409,
      'predefinedGroups.save',
      { ownerId: t.owners.acme, name: 'TEST ANALYSTS' },
      keys.platform,
    );
    expect(clash.body.error).toMatchObject({ code: 'NAME_EXIST', message: 'Name Already Exists' });
    const missing = await t.refused(
      400,
      'predefinedGroups.save',
      { ownerId: t.owners.acme, name: ' ' },
      keys.platform,
    );
    expect(missing.body.error.fieldErrors.name).toContain('Name is required');
    const long = await t.refused(
      400,
      'predefinedGroups.save',
      { ownerId: t.owners.acme, name: 'x'.repeat(21) },
      keys.platform,
    );
    expect(long.body.error.fieldErrors.name).toEqual(['Max 20 characters']);
  });

  it("offers the owner's microservices and the platform's functions, filtered by type", async () => {
    await platformFunction('Choice Tool', 'CHOICE_TOOL');
    const only102 = await t.ok(
      'predefinedGroups.functions',
      { ownerId: t.owners.acme, typeFilter: '102' },
      keys.platform,
    );
    expect(only102.results.every((f: FunctionBrief) => f.typeId === 102)).toBe(true);
    expect(only102.results.map((f: FunctionBrief) => f.id)).toContain(ids.basket);
    const not102 = await t.ok(
      'predefinedGroups.functions',
      { ownerId: t.owners.acme, typeFilter: 'not102', search: 'choice' },
      keys.platform,
    );
    expect(not102.results.map((f: FunctionBrief) => f.name)).toEqual(['Choice Tool']);
    // Another owner's own microservice is not the owner's to use: 400, nothing saved.
    const churn = await one(sql`select id from microservices where code = 'CHURNRISK'`);
    const res = await t.refused(
      400,
      'predefinedGroups.save',
      { ownerId: t.owners.acme, name: 'Churners', functionIds: [churn] },
      keys.platform,
    );
    expect(res.body.error.fieldErrors.functionIds).toBeDefined();
  });

  it("deletes every selected group, and another owner's group is 404", async () => {
    const mk = (name: string, ownerId: number) =>
      t.ok('predefinedGroups.save', { ownerId, name }, keys.platform).then((b) => b.id as number);
    const a = await mk('Drop A', t.owners.acme);
    const b = await mk('Drop B', t.owners.acme);
    const other = await mk('Drop Other', t.owners.teamspace);
    await t.refused(
      404,
      'predefinedGroups.delete',
      { ownerId: t.owners.acme, ids: [a, other] },
      keys.platform,
    );
    await t.refused(404, 'predefinedGroups.info', { ownerId: t.owners.acme, id: other }, keys.platform);
    const res = await t.ok('predefinedGroups.delete', { ownerId: t.owners.acme, ids: [a, b] }, keys.platform);
    expect(res.deleted).toBe(2);
    const left = await t.rows(sql`select id from predefined_groups where id in (${a}, ${b})`);
    expect(left).toHaveLength(0);
  });
});

describe("an organisation's functions, groups and users, and the access answer", () => {
  it('assigns functions, lists them by type, groups them, gives them to users, and answers access', async () => {
    const tool = await platformFunction('Org Console Tool', 'ORG_TOOL');
    const org = ids.acmeMain;

    // Assign: one audit record; the picker then no longer offers them.
    let audit = await t.lastAuditId();
    const assigned = await t.ok(
      'orgFunctions.assign',
      { orgId: org, functionIds: [ids.spare, tool] },
      keys.acme,
    );
    expect(assigned.assigned).toBe(2);
    await t.oneAudit(audit, { target_type: 'organisation_function' });
    const only102 = await t.ok('orgFunctions.list', { orgId: org, typeFilter: '102' }, keys.acme);
    expect(only102.rows.every((r: OrgFunctionRow) => r.typeId === 102)).toBe(true);
    expect(only102.rows.map((r: OrgFunctionRow) => r.id)).toContain(ids.spare);
    const not102 = await t.ok('orgFunctions.list', { orgId: org, typeFilter: 'not102' }, keys.acme);
    expect(not102.rows.every((r: OrgFunctionRow) => r.typeId === 140)).toBe(true);
    expect(not102.rows.map((r: OrgFunctionRow) => r.code)).toContain('ORG_TOOL');
    const groupChoices = await t.ok('groups.choices', { orgId: org, typeFilter: 'not102' }, keys.acme);
    expect(groupChoices.functions.every((f: FunctionBrief) => f.typeId === 140)).toBe(true);
    expect(groupChoices.functions.map((f: FunctionBrief) => f.id)).toContain(tool);
    expect(groupChoices.members.map((u: { userName: string }) => u.userName)).toContain(
      'analyst.two@acme.example',
    );
    const choices = await t.ok('orgFunctions.choices', { orgId: org }, keys.acme);
    expect(choices.results.map((f: FunctionBrief) => f.id)).not.toContain(tool);

    // A group with the platform function and a member.
    audit = await t.lastAuditId();
    const group = await t.ok(
      'groups.save',
      {
        orgId: org,
        name: 'Reporting',
        description: 'Reports',
        functionIds: [tool],
        memberIds: [ids.analyst],
      },
      keys.acme,
    );
    expect(group.message).toBe('Successfully Created');
    await t.oneAudit(audit, { target_type: 'group' });
    const info: GroupInfo = await t.ok('groups.info', { id: group.id }, keys.acme);
    expect(info).toMatchObject({ name: 'Reporting', members: 1, functionCount: 1, mode: 'ADD' });
    expect(info.memberList.map((m) => m.userName)).toEqual(['analyst.two@acme.example']);
    const dup = await t.refused(409, 'groups.save', { orgId: org, name: 'reporting' }, keys.acme);
    expect(dup.body.error).toMatchObject({ code: 'GROUP_EXIST', message: 'Group name exist!' });

    // The second analyst gets the microservice directly and joins the group through the tag panel.
    audit = await t.lastAuditId();
    expect(
      await t.ok('users.setFunctions', { id: ids.analystTwo, functionIds: [ids.spare] }, keys.acme),
    ).toEqual({
      message: 'Changes saved!',
    });
    await t.oneAudit(audit, { target_type: 'user', target_id: String(ids.analystTwo) });
    await t.ok('users.setGroups', { id: ids.analystTwo, groupIds: [group.id] }, keys.acme);
    const access: UserAccess = await t.ok('users.access', { id: ids.analystTwo }, keys.acme);
    expect(access.groups.map((g) => g.name)).toEqual(['Reporting']);
    expect(access.directFunctions.map((f) => f.id)).toEqual([ids.spare]);
    expect(access.groupFunctions).toEqual([
      expect.objectContaining({ code: 'ORG_TOOL', groups: ['Reporting'] }),
    ]);

    const info2 = await t.ok('users.info', { id: ids.analystTwo }, keys.acme);
    expect(info2.groups).toEqual(['Reporting']);
    const users = await t.ok('users.list', { orgId: org, search: 'tester@' }, keys.acme);
    expect(users.rows[0].groups).toEqual(['Reporting']);

    const check = (userId: number, functionId: number) =>
      t.ok('functionAccess.check', { userId, functionId }, keys.acme);
    expect(await check(ids.analystTwo, ids.spare)).toEqual({ allowed: true, direct: true, viaGroup: false });
    expect(await check(ids.analystTwo, tool)).toEqual({ allowed: true, direct: false, viaGroup: true });
    expect(await check(ids.analyst, ids.spare)).toEqual({ allowed: false, direct: false, viaGroup: false });
    // A deleted user may call nothing, whatever they hold.
    await t.rows(sql`update users set status = 'Deleted' where id = ${ids.analystTwo}`);
    expect(await check(ids.analystTwo, tool)).toEqual({ allowed: false, direct: false, viaGroup: false });
    await t.rows(sql`update users set status = 'Active' where id = ${ids.analystTwo}`);
    // A user of another owner's organisation is not Acme's to ask about.
    await t.refused(404, 'functionAccess.check', { userId: ids.tsUser, functionId: tool }, keys.acme);

    // Removing the function from the organisation takes it from the group and the users, in one call.
    audit = await t.lastAuditId();
    const removed = await t.ok(
      'orgFunctions.remove',
      { orgId: org, functionIds: [tool, ids.spare] },
      keys.acme,
    );
    expect(removed).toMatchObject({ removed: 2, fromGroups: 1, fromUsers: 1 });
    await t.oneAudit(audit, { target_type: 'organisation_function' });
    expect((await t.ok('groups.info', { id: group.id }, keys.acme)).functions).toEqual([]);
    const after: UserAccess = await t.ok('users.access', { id: ids.analystTwo }, keys.acme);
    expect(after.directFunctions).toEqual([]);
    expect(after.groupFunctions).toEqual([]);
    expect(await check(ids.analystTwo, tool)).toMatchObject({ allowed: false });
    expect(await check(ids.analystTwo, ids.spare)).toMatchObject({ allowed: false });
  });

  it('refuses functions, groups and members the organisation does not have (400), nothing changed', async () => {
    const org = ids.acmeMain;
    const tool = await platformFunction('Not Assigned Tool', 'NOT_ASSIGNED');
    let res = await t.refused(
      400,
      'groups.save',
      { orgId: org, name: 'Bad', functionIds: [tool] },
      keys.acme,
    );
    expect(res.body.error.fieldErrors.functionIds).toEqual(['Not a function of this organisation']);
    res = await t.refused(400, 'users.setFunctions', { id: ids.analyst, functionIds: [tool] }, keys.acme);
    expect(res.body.error.fieldErrors.functionIds).toBeDefined();
    res = await t.refused(
      400,
      'groups.save',
      { orgId: org, name: 'Bad', memberIds: [ids.tsUser] },
      keys.acme,
    );
    expect(res.body.error.fieldErrors.memberIds).toBeDefined();
    const churn = await one(sql`select id from microservices where code = 'CHURNRISK'`);
    res = await t.refused(400, 'orgFunctions.assign', { orgId: org, functionIds: [churn] }, keys.acme);
    expect(res.body.error.fieldErrors.functionIds).toEqual(['Not a function this organisation may be given']);
    res = await t.refused(400, 'groups.save', { orgId: org, name: 'x'.repeat(21) }, keys.acme);
    expect(res.body.error.fieldErrors.name).toEqual(['Max 20 characters']);
    res = await t.refused(400, 'groups.save', { orgId: org, name: '' }, keys.acme);
    expect(res.body.error.fieldErrors.name).toEqual(['Required.']);
    res = await t.refused(400, 'orgFunctions.list', { orgId: org, typeFilter: '140' }, keys.acme);
    expect(res.body.error.fieldErrors.typeFilter).toBeDefined();
  });

  it("answers 404 for another owner's organisation, group or user", async () => {
    await t.refused(404, 'orgFunctions.list', { orgId: ids.tsVision }, keys.acme);
    await t.refused(404, 'groups.list', { orgId: ids.tsVision }, keys.acme);
    await t.refused(404, 'users.access', { id: ids.tsUser }, keys.acme);
    const tsGroup = await t.ok('groups.save', { orgId: ids.tsVision, name: 'Vision Test' }, keys.teamspace);
    await t.refused(404, 'groups.info', { id: tsGroup.id }, keys.acme);
    await t.refused(404, 'groups.delete', { ids: [tsGroup.id] }, keys.acme);
    await t.refused(404, 'users.setGroups', { id: ids.analyst, groupIds: [tsGroup.id] }, keys.acme);
  });

  it('keeps the main-organisation actions from a user of another organisation (403)', async () => {
    const key = await signInAs('ts-vision', 'vision.lead@teamspace.example', 'Vision#2026!');
    await t.refused(403, 'orgFunctions.list', { orgId: ids.tsVision }, key);
    await t.refused(403, 'groups.addPredefined', { orgId: ids.tsVision, predefinedIds: [1] }, key);
    // Their own organisation's groups they may read and create.
    const list = await t.call('groups.list', { orgId: ids.tsVision }, key);
    expect(list.status).toBe(200);
  });

  it('creates groups of mode PRE from pre-defined groups, with their functions, and hides those taken', async () => {
    const tool = await platformFunction('Pre Tool', 'PRE_TOOL');
    const pre = await t.ok(
      'predefinedGroups.save',
      { ownerId: t.owners.acme, name: 'Support Desk', functionIds: [tool] },
      keys.platform,
    );
    const before = await t.ok('groups.predefinedChoices', { orgId: ids.acmeMain }, keys.acme);
    expect(before.results.map((g: { id: number }) => g.id)).toContain(pre.id);
    const audit = await t.lastAuditId();
    const added = await t.ok(
      'groups.addPredefined',
      { orgId: ids.acmeMain, predefinedIds: [pre.id] },
      keys.acme,
    );
    await t.oneAudit(audit, { target_type: 'group' });
    const info: GroupInfo = await t.ok('groups.info', { id: added.ids[0] }, keys.acme);
    expect(info).toMatchObject({ name: 'Support Desk', mode: 'PRE' });
    expect(info.functions.map((f) => f.id)).toEqual([tool]);
    const assigned = await t.ok('orgFunctions.list', { orgId: ids.acmeMain, search: 'pre tool' }, keys.acme);
    expect(assigned.total).toBe(1);
    const afterChoices = await t.ok('groups.predefinedChoices', { orgId: ids.acmeMain }, keys.acme);
    expect(afterChoices.results.map((g: { id: number }) => g.id)).not.toContain(pre.id);
    const none = await t.refused(
      400,
      'groups.addPredefined',
      { orgId: ids.acmeMain, predefinedIds: [] },
      keys.acme,
    );
    expect(none.body.error.fieldErrors.predefinedIds).toEqual(['Select at least one pre-defined group']);
  });

  it('deletes every selected group in one audit record', async () => {
    const mk = (name: string) =>
      t.ok('groups.save', { orgId: ids.acmeMain, name }, keys.acme).then((b) => b.id as number);
    const a = await mk('Temp A');
    const b = await mk('Temp B');
    const audit = await t.lastAuditId();
    expect(await t.ok('groups.delete', { ids: [a, b] }, keys.acme)).toEqual({
      message: 'Successfully Deleted',
      deleted: 2,
    });
    await t.oneAudit(audit, { target_type: 'group' });
  });
});

describe('a new organisation with pre-defined groups and functions (002 section 3)', () => {
  it('assigns the chosen functions and creates the chosen pre-defined groups, mode PRE', async () => {
    const offered = await t.ok('groups.predefinedChoices', {}, keys.teamspace);
    const dataScience = offered.results.find((g: { name: string }) => g.name === 'Data Science');
    expect(dataScience).toBeDefined();
    const functions = await t.ok(
      'orgFunctions.choices',
      { typeFilter: 'not102', search: 'billing' },
      keys.teamspace,
    );
    const billing = functions.results[0] as FunctionBrief;
    expect(billing.name).toBe('Billing Dashboard');
    const body = {
      name: 'Groups Journey Org',
      clientId: 'groups-journey',
      rootUserName: 'root-groups-journey',
      email: 'desk@groups-journey.example',
      description: 'Made with groups',
    };
    // Acme's own microservice is not TeamSpace's to give: 400, nothing created.
    const bad = await t.refused(
      400,
      'organisations.create',
      { ...body, functionIds: [ids.basket], predefinedGroupIds: [dataScience.id] },
      keys.teamspace,
    );
    expect(bad.body.error.fieldErrors.functionIds).toEqual(['Not a function this organisation may be given']);

    const audit = await t.lastAuditId();
    const made = await t.ok(
      'organisations.create',
      { ...body, functionIds: [billing.id], predefinedGroupIds: [dataScience.id] },
      keys.teamspace,
    );
    await t.oneAudit(audit, { target_type: 'organisation' });
    const groups = await t.ok('groups.list', { orgId: made.id }, keys.teamspace);
    expect(groups.rows).toEqual([
      expect.objectContaining({ name: 'Data Science', mode: 'PRE', functionCount: 3 }),
    ]);
    const assigned = await t.ok('orgFunctions.list', { orgId: made.id }, keys.teamspace);
    expect(assigned.rows.map((r: OrgFunctionRow) => r.code).sort()).toEqual(
      ['BILLING_DASHBOARD', 'CHURNRISK', 'EXPORT_REPORTS', 'TICKETROUTER'].sort(),
    );
  });
});

describe('the ORG_* flags decide each call', () => {
  it("needs ORG_ADDFUNCTIONTOGROUP to change a group's functions and ORG_GETORGGROUPLIST to read groups", async () => {
    const flags = ['ORG_GETUSERLIST', 'ORG_GETORGGROUPLIST', 'ORG_UPDATEORGGROUP'];
    const key = await signInAs('acme', 'analyst.two@acme.example', 'Flags#2026!', flags);
    const tool = await one(sql`select id from microservices where code = 'VIEW_AUDIT'`);
    await t.refused(403, 'groups.save', { orgId: ids.acmeMain, name: 'Flagged', functionIds: [tool] }, key);
    const made = await t.ok('groups.save', { orgId: ids.acmeMain, name: 'Flagged' }, key);
    await t.refused(403, 'orgFunctions.list', { orgId: ids.acmeMain }, key);
    await t.refused(403, 'users.setGroups', { id: ids.analyst, groupIds: [made.id] }, key);

    await t.rows(sql`update users set access_flags = '{ORG_GETUSERLIST}' where id = ${ids.analyst}`);
    await t.refused(403, 'groups.list', { orgId: ids.acmeMain }, key);
    await t.refused(403, 'groups.save', { orgId: ids.acmeMain, name: 'Flagged Two' }, key);
  });
});
