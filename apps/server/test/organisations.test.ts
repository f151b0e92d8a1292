import { describe, expect, it } from 'vitest';
import { sql } from './helpers/test-app';
import { useApi } from './helpers/api';
import { useLogins } from './helpers/use-logins';

const t = useApi();
const keys = useLogins(t, 'platform', 'teamspace', 'acme');

const newOrg = (n: string) => ({
  name: `Org ${n} Limited`,
  clientId: `org-${n}`,
  rootUserName: `root-${n}`,
  email: `contact@${n}.example`,
  description: `The ${n} organisation`,
});

describe('organisations.create', () => {
  it('creates an organisation with its root user, who gets a set-password e-mail in the outbox', async () => {
    const audit = await t.lastAuditId();
    const res = await t.call('organisations.create', newOrg('alpha'), keys.teamspace);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Organization successfully created!');
    const info = await t.call('organisations.info', { id: res.body.id }, keys.teamspace);
    expect(info.body).toMatchObject({
      name: 'Org alpha Limited',
      clientId: 'org-alpha',
      email: 'contact@alpha.example',
      rootUserName: 'root-alpha',
      users: 1,
      isMain: false,
      status: 'Active',
      media: [],
    });
    expect(info.body.activationKey.length).toBeGreaterThanOrEqual(30);
    const [mail] = await t.rows<{ to: string; text: string }>(
      sql`select "to", text from mail_outbox order by id desc limit 1`,
    );
    expect(mail!.to).toBe('contact@alpha.example');
    expect(mail!.text).toMatch(/\/setpassword\?token=/);
    const rows = await t.auditAfter(audit);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toMatch(/token|apiKey|password/i);
  });

  it('refuses bad input with the spec messages, changing nothing', async () => {
    const res = await t.unchanged(() =>
      t.call(
        'organisations.create',
        { name: ' a b c ', clientId: '', rootUserName: 'abcd', email: 'nope', description: ' ' },
        keys.teamspace,
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toMatchObject({
      name: ['Organisation name needs at least 5 characters'],
      clientId: ['Client ID is required'],
      rootUserName: ['Root user name needs at least 5 characters'],
      email: ['Enter a valid e-mail'],
      description: ['Description is required'],
    });
  });

  it('refuses a client id, an organisation e-mail or a root user name already used', async () => {
    await t.call('organisations.create', newOrg('beta'), keys.teamspace);
    for (const [change, code, field] of [
      [{ clientId: 'org-beta' }, 'CODE_EXIST', 'clientId'],
      [{ clientId: 'acme' }, 'CODE_EXIST', 'clientId'],
      [{ email: 'CONTACT@beta.example' }, 'EMAIL_EXIST', 'email'],
      [{ rootUserName: 'ROOT-beta' }, 'NAME_EXIST', 'rootUserName'],
    ] as const) {
      const res = await t.unchanged(() =>
        t.call('organisations.create', { ...newOrg('gamma'), ...change }, keys.teamspace),
      );
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.fieldErrors[field]).toBeTruthy();
    }
  });

  it('is for PM and TS owners only (a standard owner may not create)', async () => {
    const res = await t.unchanged(() => t.call('organisations.create', newOrg('delta'), keys.acme));
    expect(res.status).toBe(403);
  });

  it("refuses past the owner's user quota with a message starting 'Reached'", async () => {
    await t.db.execute(
      sql`update owner_settings set user_quota = (select count(*) from users u join organisations o on o.id = u.org_id where u.owner_id = ${t.owners.teamspace} and u.status = 'Active' and o.status = 'Active') where owner_id = ${t.owners.teamspace}`,
    );
    try {
      const res = await t.unchanged(() => t.call('organisations.create', newOrg('epsilon'), keys.teamspace));
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('QUOTA_REACHED');
      expect(res.body.error.message).toMatch(/^Reached/);
      const limit = await t.call('users.limit', {}, keys.teamspace);
      expect(limit.body).toMatchObject({ reached: true });
      expect(limit.body.message).toMatch(/^Reached/);
    } finally {
      await t.db.execute(
        sql`update owner_settings set user_quota = null where owner_id = ${t.owners.teamspace}`,
      );
    }
  });
});

describe('organisations.list and info', () => {
  it("lists the owner's active organisations, searched without case on the server", async () => {
    const res = await t.call('organisations.list', { search: 'ORG ALPHA' }, keys.teamspace);
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { name: string }) => r.name)).toEqual(['Org alpha Limited']);
    expect(res.body.total).toBe(1);
  });

  it("answers 404 for another owner's organisation, on every call that names one", async () => {
    const [acmeOrg] = await t.rows<{ id: number }>(
      sql`select id from organisations where owner_id = ${t.owners.acme} and is_main`,
    );
    const id = Number(acmeOrg!.id);
    await t.unchanged(async () => {
      for (const [name, body] of [
        ['organisations.info', { id }],
        ['organisations.edit', { id, email: 'x@y.example', description: 'x' }],
        ['organisations.delete', { ids: [id] }],
        ['organisations.reactivate', { ids: [id] }],
        ['users.list', { orgId: id }],
        ['users.create', { orgId: id, emails: ['new@x.example'], userType: 'user' }],
        ['daSettings.get', { orgId: id }],
        ['daSettings.save', { orgId: id }],
      ] as const) {
        const res = await t.call(name, body, keys.teamspace);
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
      }
      const owner = await t.call('organisations.list', { ownerId: t.owners.acme }, keys.teamspace);
      expect(owner.status).toBe(404);
    });
  });
});

describe('organisations.edit', () => {
  it('changes e-mail, description and media, and answers the saved details', async () => {
    const list = await t.call('organisations.list', { search: 'alpha' }, keys.teamspace);
    const id = list.body.rows[0].id as number;
    const res = await t.call(
      'organisations.edit',
      {
        id,
        email: 'desk@alpha.example',
        description: 'Edited',
        addMedia: [
          { mediaStatus: 'On', mobile: '+44 20 7946 0000' },
          { mediaType: 'Instagram', mediaStatus: 'Off' },
        ],
      },
      keys.teamspace,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.media.map((m: { mediaType: string }) => m.mediaType)).toEqual(['Telegram', 'Instagram']);
    const again = await t.call(
      'organisations.edit',
      { id, email: 'desk@alpha.example', description: 'Edited', deleteMediaIds: [res.body.media[0].id] },
      keys.teamspace,
    );
    expect(again.body.media.map((m: { mediaType: string }) => m.mediaType)).toEqual(['Instagram']);
  });

  it('requires a valid e-mail (labels OD_REQUIRED, EM_VAL)', async () => {
    const res = await t.unchanged(() =>
      t.call('organisations.edit', { id: 1, email: '', description: 'x' }, keys.teamspace),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.email).toEqual(['E-mail is required']);
  });
});

describe('organisations.delete and reactivate', () => {
  it('deletes softly: the users cannot sign in until the organisation is reactivated with them', async () => {
    const created = await t.call('organisations.create', newOrg('zeta'), keys.teamspace);
    const id = created.body.id as number;
    await t.db.execute(
      sql`update users set password_hash = (select password_hash from users where user_name = 'admin@teamspace.example') where id = ${created.body.rootUserId}`,
    );
    const signIn = () => t.loginAs({ clientid: 'org-zeta', username: 'root-zeta', password: 'Admin#2026!' });
    expect((await signIn()).status).toBe(200);
    const del = await t.call('organisations.delete', { ids: [id] }, keys.teamspace);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await signIn()).status).toBe(401);
    const deleted = await t.call('organisations.list', { status: 'Deleted' }, keys.teamspace);
    expect(deleted.body.rows.map((r: { id: number }) => r.id)).toContain(id);
    const back = await t.call('organisations.reactivate', { ids: [id] }, keys.teamspace);
    expect(back.status).toBe(200);
    expect((await signIn()).status).toBe(200);
    const twice = await t.unchanged(() => t.call('organisations.reactivate', { ids: [id] }, keys.teamspace));
    expect(twice.status).toBe(400);
  });

  it("never deletes the caller's own organisation nor the owner's main one", async () => {
    const [main] = await t.rows<{ id: number }>(
      sql`select id from organisations where owner_id = ${t.owners.teamspace} and is_main`,
    );
    const res = await t.unchanged(() =>
      t.call('organisations.delete', { ids: [Number(main!.id)] }, keys.teamspace),
    );
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('An organisation cannot delete itself');
  });

  it('needs the ORG_DELETEORG access flag', async () => {
    await t.db.execute(
      sql`update users set access_flags = array_remove(access_flags, 'ORG_DELETEORG') where user_name = 'admin@teamspace.example'`,
    );
    try {
      const list = await t.call('organisations.list', { search: 'beta' }, keys.teamspace);
      const res = await t.unchanged(() =>
        t.call('organisations.delete', { ids: [list.body.rows[0].id] }, keys.teamspace),
      );
      expect(res.status).toBe(403);
    } finally {
      await t.db.execute(
        sql`update users set access_flags = array_append(access_flags, 'ORG_DELETEORG') where user_name = 'admin@teamspace.example'`,
      );
    }
  });
});

describe('organisations.emailsInUse and DA settings', () => {
  it("answers the owner's organisation e-mails and user names", async () => {
    const res = await t.call('organisations.emailsInUse', {}, keys.teamspace);
    expect(res.body.organisationEmails).toContain('hello@teamspace.example');
    expect(res.body.userEmails).toContain('admin@teamspace.example');
    expect(res.body.userEmails).not.toContain('admin@acme.example');
  });

  it('reads defaults, saves, and refuses an end date before the start', async () => {
    const list = await t.call('organisations.list', { search: 'alpha' }, keys.teamspace);
    const orgId = list.body.rows[0].id as number;
    const first = await t.call('daSettings.get', { orgId }, keys.teamspace);
    expect(first.body).toMatchObject({ commissionPercentage: 15, planType: 'DA_PT_BASIC' });
    const saved = await t.call(
      'daSettings.save',
      { orgId, planType: 'DA_PT_PIONEER', startDate: '2026-01-01', endDate: '2026-12-31', feePaid: 120 },
      keys.teamspace,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await t.call('daSettings.get', { orgId }, keys.teamspace)).body).toMatchObject({
      planType: 'DA_PT_PIONEER',
      feePaid: 120,
      endDate: '2026-12-31',
    });
    const bad = await t.unchanged(() =>
      t.call('daSettings.save', { orgId, startDate: '2026-05-01', endDate: '2026-01-01' }, keys.teamspace),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.endDate).toBeTruthy();
  });
});
