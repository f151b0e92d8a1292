import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { storedKeyPair } from '../src/modules/subscriptions/activation-key-pair';
import { sql } from './helpers/test-app';
import { useApi } from './helpers/api';
import { useLogins } from './helpers/use-logins';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace');

const REQUEST = {
  orgName: 'Robotics Guild',
  email: 'Robotics@Teamspace.example',
  planDuration: '3 month',
  planType: 'Named Users',
  noOfUsers: 10,
  fileSize: 40,
  noOfConversation: 0,
};

async function generate(extra: object = {}) {
  return t.ok(
    'userSubscriptions.generateKey',
    { owner: t.owners.teamspace, ...REQUEST, ...extra },
    keys.platform,
  ) as Promise<{ id: number; activationKey: string; message: string }>;
}

/** The key with one character of its payload changed (a tampered key). */
function tampered(token: string): string {
  const [head, body, sig] = token.split('.');
  const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
  claims.no_of_users = 1000;
  return [head, Buffer.from(JSON.stringify(claims)).toString('base64url'), sig].join('.');
}

describe('generating an activation key', () => {
  it('signs a key carrying the decoded details of 002 section 3, recorded without the key in the audit', async () => {
    const audit = await t.lastAuditId();
    const made = await generate();
    expect(made.message).toBe('Token generated successfully');
    const [, body] = made.activationKey.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    expect(claims).toMatchObject({
      org_name: 'Robotics Guild',
      email: 'robotics@teamspace.example',
      plan_duration: '3 month',
      plan_type: 'Named Users',
      no_of_users: 10,
      file_size: 40,
      no_of_conversation: 0,
      sub: String(t.owners.teamspace),
    });
    expect(claims.exp - claims.iat).toBe(30 * 86_400);
    const row = await t.oneAudit(audit, { target_type: 'user_subscription', owner_id: t.owners.teamspace });
    expect(JSON.stringify(row)).not.toContain(made.activationKey);
    const list = await t.ok('userSubscriptions.list', { search: 'robotics' }, keys.platform);
    expect(list.rows[0]).toMatchObject({ activationKey: made.activationKey, usedAt: null, orgId: null });
  });

  it('refuses the request without its fields, with the messages of 001 section 5', async () => {
    const res = await t.refused(
      400,
      'userSubscriptions.generateKey',
      { orgName: '', email: 'not-an-email', planType: 'Named Users', noOfUsers: 0, fileSize: 0 },
      keys.platform,
    );
    expect(res.body.error.fieldErrors).toMatchObject({
      owner: ['Required.'],
      email: ['E-mail must be valid'],
      noOfUsers: ['Required.'],
    });
    expect(res.body.error.fieldErrors.orgName).toBeTruthy();
    const empty = await t.refused(400, 'userSubscriptions.generateKey', { email: ' ' }, keys.platform);
    expect(empty.body.error.fieldErrors.email).toEqual(['E-mail is required']);
    const conversation = await t.refused(
      400,
      'userSubscriptions.generateKey',
      { owner: t.owners.teamspace, ...REQUEST, planType: 'Conversation', noOfConversation: 0 },
      keys.platform,
    );
    expect(conversation.body.error.fieldErrors.noOfConversation).toEqual(['Required.']);
    const storage = await t.refused(
      400,
      'userSubscriptions.generateKey',
      { owner: t.owners.teamspace, ...REQUEST, fileSize: 0 },
      keys.platform,
    );
    expect(storage.body.error.fieldErrors.fileSize).toEqual(['Required.']);
  });

  it('refuses an owner that cannot create organisations, an unknown owner and a taken e-mail', async () => {
    const std = await t.refused(
      400,
      'userSubscriptions.generateKey',
      { owner: t.owners.acme, ...REQUEST },
      keys.platform,
    );
    expect(std.body.error.fieldErrors.owner[0]).toMatch(/cannot create organisations/);
    await t.refused(400, 'userSubscriptions.generateKey', { owner: 999_999, ...REQUEST }, keys.platform);
    const taken = await t.refused(
      409,
      'userSubscriptions.generateKey',
      { owner: t.owners.teamspace, ...REQUEST, email: 'vision@teamspace.example' },
      keys.platform,
    );
    expect(taken.body.error.code).toBe('EMAIL_EXIST');
  });
});

describe('creating an organisation from an activation key', () => {
  it('decodes a key for its owner, then creates its organisation once: a second use is refused', async () => {
    const made = await generate({ orgName: 'Robotics Guild Two', email: 'robotics2@teamspace.example' });
    const decoded = await t.ok(
      'activationKeys.verify',
      { activationKey: ` ${made.activationKey} ` },
      keys.teamspace,
    );
    expect(decoded.details).toEqual({
      orgName: 'Robotics Guild Two',
      email: 'robotics2@teamspace.example',
      planDuration: '3 month',
      planType: 'Named Users',
      noOfUsers: 10,
      fileSize: 40,
      noOfConversation: 0,
    });

    const audit = await t.lastAuditId();
    const created = await t.ok(
      'activationKeys.createOrganisation',
      { activationKey: made.activationKey },
      keys.teamspace,
    );
    expect(created.message).toBe('Organization successfully created and Subscription Token assigned!');
    const row = await t.oneAudit(audit, { target_type: 'organisation', owner_id: t.owners.teamspace });
    expect(JSON.stringify(row)).not.toContain(made.activationKey);
    const org = await t.ok('organisations.info', { id: created.id }, keys.teamspace);
    expect(org).toMatchObject({
      name: 'Robotics Guild Two',
      email: 'robotics2@teamspace.example',
      rootUserName: 'robotics2@teamspace.example',
      activationKey: made.activationKey,
    });
    const months = (Date.parse(org.expiryDate) - Date.parse(org.startDate)) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(89);
    expect(months).toBeLessThanOrEqual(92);
    const [sub] = await t.rows<{ org_id: number; used_at: string | null }>(
      sql`select org_id, used_at from user_subscriptions where id = ${made.id}`,
    );
    expect(Number(sub!.org_id)).toBe(created.id);
    expect(sub!.used_at).not.toBeNull();

    for (const name of ['activationKeys.verify', 'activationKeys.createOrganisation']) {
      const again = await t.refused(409, name, { activationKey: made.activationKey }, keys.teamspace);
      expect(again.body.error.message).toBe('This activation key has already been used');
    }
  });

  it('lets one of two concurrent uses of a key through, and refuses the other', async () => {
    const made = await generate({ orgName: 'Robotics Guild Race', email: 'race@teamspace.example' });
    const body = { activationKey: made.activationKey };
    const results = await Promise.all([
      t.call('activationKeys.createOrganisation', body, keys.teamspace),
      t.call('activationKeys.createOrganisation', body, keys.teamspace),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const orgs = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from organisations where name = 'Robotics Guild Race'`,
    );
    expect(Number(orgs[0]!.n)).toBe(1);
  });

  it('lets PM staff acting on the owner use its key', async () => {
    const made = await generate({ orgName: 'Robotics Guild Three', email: 'robotics3@teamspace.example' });
    const acting = { key: keys.platform, ownerId: t.owners.teamspace };
    const created = await t.ok(
      'activationKeys.createOrganisation',
      { activationKey: made.activationKey },
      acting,
    );
    expect(created.id).toBeGreaterThan(0);
  });

  it('refuses a tampered key, a key of another owner, a key signed by another pair and an empty key', async () => {
    const made = await generate({ orgName: 'Robotics Guild Four', email: 'robotics4@teamspace.example' });
    for (const name of ['activationKeys.verify', 'activationKeys.createOrganisation']) {
      const changed = await t.refused(
        400,
        name,
        { activationKey: tampered(made.activationKey) },
        keys.teamspace,
      );
      expect(changed.body.error.fieldErrors.activationKey[0]).toMatch(/not valid/);
      const other = await t.refused(
        400,
        name,
        { ownerId: t.owners.platform, activationKey: made.activationKey },
        keys.platform,
      );
      expect(other.body.error.message).toBe('This activation key was issued for another owner');
      const empty = await t.refused(400, name, { activationKey: '   ' }, keys.teamspace);
      expect(empty.body.error.fieldErrors.activationKey).toEqual(['Activation Key is required']);
      await t.refused(400, name, { activationKey: 'not.a.key' }, keys.teamspace);
    }
    const { privateKey } = generateKeyPairSync('ed25519');
    const [, body] = made.activationKey.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA' }).sign(privateKey);
    await t.refused(400, 'activationKeys.createOrganisation', { activationKey: forged }, keys.teamspace);
  });

  it('refuses an expired key with 410', async () => {
    const made = await generate({ orgName: 'Robotics Guild Five', email: 'robotics5@teamspace.example' });
    const [, body] = made.activationKey.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const pair = await storedKeyPair(t.db);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 40 * 86_400, exp: now - 10 * 86_400 })
      .setProtectedHeader({ alg: 'EdDSA', kid: pair.kid })
      .sign(pair.privateKey);
    const res = await t.refused(
      410,
      'activationKeys.createOrganisation',
      { activationKey: expired },
      keys.teamspace,
    );
    expect(res.body.error).toMatchObject({
      code: 'EXPIRED',
      message: 'This activation key has expired: ask for a new one',
    });
  });

  it('refuses an owner that may not create organisations, and users without ORG_UPDATEORGINFO', async () => {
    const made = await generate({ orgName: 'Robotics Guild Six', email: 'robotics6@teamspace.example' });
    await t.refused(
      400,
      'activationKeys.createOrganisation',
      { activationKey: made.activationKey },
      keys.acme,
    );
    await t.db.execute(
      sql`update users set access_flags = array_remove(access_flags, 'ORG_UPDATEORGINFO') where user_name = 'admin@teamspace.example'`,
    );
    try {
      const key = await t.login('teamspace');
      await t.refused(403, 'activationKeys.createOrganisation', { activationKey: made.activationKey }, key);
    } finally {
      await t.db.execute(
        sql`update users set access_flags = array_append(access_flags, 'ORG_UPDATEORGINFO') where user_name = 'admin@teamspace.example'`,
      );
    }
  });
});

describe('the plan an organisation gets from its activation key', () => {
  async function orgFromKey(name: string, noOfUsers: number) {
    const made = await generate({
      orgName: name,
      email: `${name.replace(/\W/g, '').toLowerCase()}@teamspace.example`,
      noOfUsers,
    });
    return (
      await t.ok('activationKeys.createOrganisation', { activationKey: made.activationKey }, keys.teamspace)
    ).id as number;
  }
  const addUsers = (orgId: number, emails: string[]) =>
    t.call('users.create', { orgId, emails, userType: 'user' }, keys.teamspace);
  const activeUsers = async (orgId: number) =>
    Number(
      (
        await t.rows<{ n: number }>(
          sql`select count(*)::int as n from users where org_id = ${orgId} and status = 'Active'`,
        )
      )[0]!.n,
    );
  const FULL = "Reached the maximum number of users (3) of this organisation's subscription.";

  it("shows the key's plan on the organisation and holds its users to the key's number of users", async () => {
    const orgId = await orgFromKey('Plan Guild One', 3);
    const info = await t.ok('organisations.info', { id: orgId }, keys.teamspace);
    expect(info.subscription).toMatchObject({
      planType: 'Named Users',
      planDuration: '3 month',
      noOfUsers: 3,
      fileSize: 40,
      noOfConversation: 0,
    });
    expect(Date.parse(info.subscription.assignedAt)).not.toBeNaN();
    expect(await t.ok('users.limit', { orgId }, keys.teamspace)).toEqual({
      quota: 3,
      used: 1,
      reached: false,
      message: '1 of 3 users',
      scope: 'organisation',
    });

    const over = await addUsers(orgId, [
      'p1a@teamspace.example',
      'p1b@teamspace.example',
      'p1c@teamspace.example',
    ]);
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'QUOTA_REACHED', message: FULL });
    expect(await activeUsers(orgId)).toBe(1);

    const made = await addUsers(orgId, ['p1a@teamspace.example', 'p1b@teamspace.example']);
    expect(made.status).toBe(200);
    expect(await t.ok('users.limit', { orgId }, keys.teamspace)).toMatchObject({
      quota: 3,
      used: 3,
      reached: true,
      message: FULL,
    });

    // A deleted user does not count, and cannot come back while the organisation is full.
    const userId = made.body.created[0].id;
    await t.ok('users.delete', { ids: [userId] }, keys.teamspace);
    await t.ok(
      'users.create',
      { orgId, emails: ['p1d@teamspace.example'], userType: 'user' },
      keys.teamspace,
    );
    const back = await t.refused(409, 'users.reactivate', { ids: [userId] }, keys.teamspace);
    expect(back.body.error.message).toBe(FULL);
    expect(await activeUsers(orgId)).toBe(3);
  });

  it('counts two concurrent additions one after the other', async () => {
    const orgId = await orgFromKey('Plan Guild Two', 2);
    const results = await Promise.all([
      addUsers(orgId, ['p2a@teamspace.example']),
      addUsers(orgId, ['p2b@teamspace.example']),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await activeUsers(orgId)).toBe(2);
  });

  it("leaves organisations made by the form to the owner quota, and keeps other owners' organisations out", async () => {
    const [main] = await t.rows<{ id: number }>(
      sql`select id from organisations where owner_id = ${t.owners.teamspace} and is_main`,
    );
    const formOrg = { id: Number(main!.id) };
    const info = await t.ok('organisations.info', { id: formOrg.id }, keys.teamspace);
    expect(info.subscription).toBeNull();
    const limit = await t.ok('users.limit', { orgId: formOrg.id }, keys.teamspace);
    expect(limit).toEqual(await t.ok('users.limit', {}, keys.teamspace));
    await t.refused(404, 'users.limit', { orgId: formOrg.id }, keys.acme);
    await t.refused(400, 'users.limit', { orgId: 'x' }, keys.teamspace);
  });
});

describe('the signing key', () => {
  it('comes from ACTIVATION_KEY_PRIVATE_KEY when it is set, and refuses what is not an Ed25519 key', async () => {
    const { loadEnv } = await import('../src/config/env');
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(
      loadEnv({ ACTIVATION_KEY_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).ACTIVATION_KEY_PRIVATE_KEY,
    ).toBe(pem);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    expect(() => loadEnv({ ACTIVATION_KEY_PRIVATE_KEY: rsa.toString() })).toThrow(
      /ACTIVATION_KEY_PRIVATE_KEY/,
    );
    expect(() => loadEnv({ ACTIVATION_KEY_PRIVATE_KEY: 'CHANGE-ME' })).toThrow(/Ed25519/);
  });
});
