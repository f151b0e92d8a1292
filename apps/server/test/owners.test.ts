import { describe, expect, it } from 'vitest';
import type { AddOwnerInput } from '@console/contract';
import { sql } from './helpers/test-app';
import { useApi } from './helpers/api';
import { itReadsOnlyOwnOwner } from './helpers/owner-reads';

const t = useApi();

let counter = 0;
/** A valid Add Owner form with a unique owner name. */
function newOwner(overrides: Partial<AddOwnerInput> = {}): AddOwnerInput {
  counter += 1;
  return {
    ownerName: `Globex ${counter}`,
    orgName: `Globex ${counter} Ltd`,
    clientId: '',
    email: `it${counter}@globex.example`,
    adminUserName: `admin${counter}@globex.example`,
    adminPassword: 'Globex#2026!',
    installationType: 'AWS',
    clusterId: 'gx-eu-1',
    planDuration: '1 Year',
    planType: 'Named Users',
    noOfUsers: 5,
    fileSize: 20,
    noOfConversation: 0,
    desc: 'A test customer',
    functionIds: [],
    ...overrides,
  };
}

async function catalogueIds(key: string): Promise<number[]> {
  const res = await t.call('microservices.catalogue', {}, key);
  return res.body.results.map((m: { functionId: number }) => m.functionId);
}

describe('owners.list', () => {
  it('lists every owner sorted by name for PM staff', async () => {
    const res = await t.call('owners.list', {}, await t.login('platform'));
    expect(res.status).toBe(200);
    const names = res.body.results.map((o: { ownerName: string }) => o.ownerName);
    expect(names).toEqual(expect.arrayContaining(['Acme Analytics', 'Modelhub Platform', 'TeamSpace Labs']));
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const acme = res.body.results.find((o: { ownerId: number }) => o.ownerId === t.owners.acme);
    expect(acme).toMatchObject({
      ownerCode: 'acme',
      ownerType: 'STD',
      name: 'Acme Analytics Ltd',
      userName: 'admin@platform.example',
      status: 'Active',
    });
  });

  it('refuses unknown fields with 400', async () => {
    const res = await t.call('owners.list', { ownerId: 1 }, await t.login('platform'));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toBeDefined();
  });

  it('is for PM staff only: owner administrators and marketing get 403', async () => {
    for (const who of ['acme', 'teamspace', 'marketing'] as const) {
      const res = await t.call('owners.list', {}, await t.login(who));
      expect(res.status, who).toBe(403);
    }
  });
});

describe('owners.info', () => {
  itReadsOnlyOwnOwner(
    t,
    'owners.info',
    {},
    {
      own: {
        ownerName: 'Acme Analytics',
        clientId: 'acme',
        userName: 'admin@acme.example',
        email: 'it@acme.example',
      },
      other: { ownerType: 'TS', clientId: 'teamspace' },
      badOwnerIds: ['3', -1, 0, 1.5],
      sameAsMissing: true,
      answersOwnOwner: true,
    },
  );
});

describe('microservices.catalogue', () => {
  it('lists the catalogue sorted by name', async () => {
    const res = await t.call('microservices.catalogue', {}, await t.login('platform'));
    expect(res.status).toBe(200);
    const names = res.body.results.map((m: { functionName: string }) => m.functionName);
    expect(names).toHaveLength(8);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(res.body.results[0]).toEqual({
      functionId: expect.any(Number),
      functionName: 'Demand Forecast',
      functionDescription: expect.any(String),
      assigned: false,
    });
  });

  it('refuses unknown fields with 400', async () => {
    const res = await t.call('microservices.catalogue', { functionType: 'ocr' }, await t.login('platform'));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toBeDefined();
  });

  it('is for microservice administrators (they assign and duplicate from it): others get 403', async () => {
    for (const who of ['platform', 'teamspace'] as const) {
      expect((await t.call('microservices.catalogue', {}, await t.login(who))).status, who).toBe(200);
    }
    // A standard owner's administrator neither assigns nor duplicates (docs/permissions.md).
    for (const who of ['acme', 'marketing'] as const) {
      expect((await t.call('microservices.catalogue', {}, await t.login(who))).status, who).toBe(403);
    }
  });
});

describe('owners.create', () => {
  it('creates owner, main organisation, administrator, plan, settings and assignments in one go', async () => {
    const key = await t.login('platform');
    const functionIds = (await catalogueIds(key)).slice(0, 3);
    const input = newOwner({
      ownerName: 'Initech Europe',
      clientId: 'Initech-EU',
      functionIds,
      planType: 'Conversation',
      noOfConversation: 500,
      fileSize: 0,
    });
    const before = await t.lastAuditId();
    const res = await t.call('owners.create', input, key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Successfully Processed.',
      ownerId: expect.any(Number),
      clientId: 'initech-eu',
    });
    const ownerId = res.body.ownerId as number;

    const [owner] = await t.rows<Record<string, unknown>>(sql`select * from owners where id = ${ownerId}`);
    expect(owner).toMatchObject({
      name: 'Initech Europe',
      code: 'initech-eu',
      type: 'STD',
      status: 'Active',
      platform_owner: false,
    });
    const orgs = await t.rows<Record<string, unknown>>(
      sql`select * from organisations where owner_id = ${ownerId}`,
    );
    expect(orgs).toHaveLength(1);
    expect(orgs[0]).toMatchObject({ name: input.orgName, client_id: 'initech-eu', is_main: true });
    const admins = await t.rows<Record<string, unknown>>(
      sql`select * from users where owner_id = ${ownerId}`,
    );
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ user_name: input.adminUserName, root_user: true, super_user: false });
    expect(String(admins[0]!.password_hash)).toMatch(/^\$argon2id\$/);
    const [plan] = await t.rows<Record<string, unknown>>(
      sql`select * from owner_plans where owner_id = ${ownerId}`,
    );
    expect(plan).toMatchObject({
      plan_duration: '1 Year',
      plan_type: 'Conversation',
      no_of_users: 5,
      no_of_conversation: 500,
      file_size: 0,
    });
    const settings = await t.rows(sql`select * from owner_settings where owner_id = ${ownerId}`);
    expect(settings).toHaveLength(1);
    const assigned = await t.rows<{ microservice_id: number }>(
      sql`select microservice_id from microservice_assignments where owner_id = ${ownerId} order by microservice_id`,
    );
    expect(assigned.map((a) => Number(a.microservice_id))).toEqual([...functionIds].sort((a, b) => a - b));
    const langs = await t.rows<{ code: string }>(
      sql`select l.code from owner_languages ol join languages l on l.id = ol.language_id where ol.owner_id = ${ownerId}`,
    );
    expect(langs.map((l) => l.code)).toEqual(['EN']);

    const audit = await t.oneAudit(before, {
      action: 'owners.create',
      target_type: 'owner',
      target_id: String(ownerId),
    });
    const recorded = JSON.stringify([audit.before, audit.after]);
    expect(recorded).not.toContain(input.adminPassword);
    expect(recorded).not.toMatch(/password|hash|argon2/i);
    expect(recorded).toContain('Initech Europe');

    // The new administrator signs in with the new client id and administers the new owner.
    const signIn = await t.loginAs({
      clientid: 'initech-eu',
      username: input.adminUserName,
      password: input.adminPassword,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ owner: ownerId, rootUser: true, superUser: false, ownerType: 'STD' });
    const info = await t.call('owners.info', {}, signIn.body.userApiKey);
    expect(info.body).toMatchObject({
      ownerId,
      ownerName: 'Initech Europe',
      clientId: 'initech-eu',
      userName: input.adminUserName,
    });
  });

  it('makes a client id from the owner name when none is given', async () => {
    const key = await t.login('platform');
    const res = await t.call('owners.create', newOwner({ ownerName: 'Umbrella Corp' }), key);
    expect(res.status).toBe(200);
    const [org] = await t.rows<{ client_id: string }>(
      sql`select client_id from organisations where owner_id = ${res.body.ownerId}`,
    );
    expect(org!.client_id).toBe('umbrella-corp');
    // The answer says it, so the console can tell the user the client id they sign in with.
    expect(res.body.clientId).toBe('umbrella-corp');
  });

  it('answers 409 NAME_EXIST for an owner name already taken, whatever its case, creating nothing', async () => {
    const key = await t.login('platform');
    for (const ownerName of ['Acme Analytics', 'ACME analytics']) {
      const res = await t.refused(409, 'owners.create', newOwner({ ownerName }), key);
      expect(res.body.error.code).toBe('NAME_EXIST');
      expect(res.body.error.fieldErrors).toEqual({ ownerName: ['Owner name already exists'] });
    }
  });

  it('answers 409 CODE_EXIST for a client id already taken', async () => {
    const key = await t.login('platform');
    const res = await t.refused(409, 'owners.create', newOwner({ clientId: 'teamspace' }), key);
    expect(res.body.error.code).toBe('CODE_EXIST');
    expect(res.body.error.fieldErrors.clientId).toEqual(['Client ID already exists']);
  });

  it('needs the storage of a Named Users plan', async () => {
    const key = await t.login('platform');
    for (const fileSize of [0, undefined]) {
      const res = await t.refused(400, 'owners.create', newOwner({ planType: 'Named Users', fileSize }), key);
      expect(res.body.error.fieldErrors.fileSize).toEqual(['Required.']);
    }
  });

  it('needs the conversations of a Conversation plan', async () => {
    const key = await t.login('platform');
    const res = await t.refused(
      400,
      'owners.create',
      newOwner({ planType: 'Conversation', fileSize: 0, noOfConversation: undefined }),
      key,
    );
    expect(res.body.error.fieldErrors.noOfConversation).toEqual(['Required.']);
  });

  it('needs an administrator password of at least 8 characters', async () => {
    const key = await t.login('platform');
    const res = await t.refused(400, 'owners.create', newOwner({ adminPassword: 'Short#1' }), key);
    expect(res.body.error.fieldErrors.adminPassword).toEqual(['Min 8 characters']);
  });

  it('refuses microservices that are not in the catalogue, creating nothing', async () => {
    const key = await t.login('platform');
    const [first] = await catalogueIds(key);
    const res = await t.refused(
      400,
      'owners.create',
      newOwner({ ownerName: 'Hooli', functionIds: [first!, 999_999] }),
      key,
    );
    expect(res.body.error.fieldErrors.functionIds).toEqual(['Choose microservices from the catalogue']);
    const found = await t.rows(sql`select id from owners where name = 'Hooli'`);
    expect(found).toEqual([]);
  });

  it('lists every missing or malformed field at once', async () => {
    const key = await t.login('platform');
    const res = await t.refused(
      400,
      'owners.create',
      { ownerName: ' ', email: 'not-an-email', clientId: 'bad id!', noOfUsers: 0, functionIds: ['x'] },
      key,
    );
    expect(Object.keys(res.body.error.fieldErrors)).toEqual(
      expect.arrayContaining([
        'ownerName',
        'orgName',
        'clientId',
        'email',
        'adminUserName',
        'adminPassword',
        'installationType',
        'clusterId',
        'planDuration',
        'planType',
        'noOfUsers',
        'desc',
        'functionIds.0',
      ]),
    );
    expect(res.body.error.fieldErrors.ownerName).toEqual(['Owner name is required']);
  });

  it('is for PM staff only: others get 403 and nothing is created', async () => {
    for (const who of ['acme', 'teamspace', 'marketing'] as const) {
      const key = await t.login(who);
      await t.refused(403, 'owners.create', newOwner(), key);
    }
  });
});
