import { describe, expect, it, onTestFinished } from 'vitest';
import { COUNT_PAGES, PASSWORD_RULE_MESSAGE } from '@console/contract';
import { hashKey } from '../src/modules/auth/session.repository';
import { userOfApiKey } from '../src/modules/organisations/users.service';
import { sql } from './helpers/test-app';
import { useApi } from './helpers/api';
import { useLogins } from './helpers/use-logins';

const t = useApi();
const keys = useLogins(t, 'teamspace', 'acme');
const STRONG = 'Strong#2026';

async function acmeMainOrg(): Promise<number> {
  const [row] = await t.rows<{ id: number }>(
    sql`select id from organisations where owner_id = ${t.owners.acme} and is_main`,
  );
  return Number(row!.id);
}

async function create(emails: string[], extra: Record<string, unknown> = {}) {
  return t.call(
    'users.create',
    { orgId: await acmeMainOrg(), emails, userType: 'user', ...extra },
    keys.acme,
  );
}

/** A user's id by user name. */
async function userId(userName: string): Promise<number> {
  const [row] = await t.rows<{ id: number }>(sql`select id from users where user_name = ${userName}`);
  return Number(row!.id);
}

const signIn = (username: string, password: string) => t.loginAs({ clientid: 'acme', username, password });

describe('users.create', () => {
  it('creates several users, each with an API key shown once and kept only as a hash', async () => {
    const audit = await t.lastAuditId();
    const res = await create(['ann@acme.example', 'bob@acme.example', 'cy@acme.example']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.created).toHaveLength(3);
    const [first] = res.body.created as Array<{ id: number; apiKey: string; apiKeyPrefix: string }>;
    expect(first!.apiKey.length).toBeGreaterThanOrEqual(43 + 4); // 256 bits in base64url and the marker
    expect(first!.apiKey.startsWith(first!.apiKeyPrefix)).toBe(true);
    const [stored] = await t.rows<Record<string, unknown>>(sql`select * from users where id = ${first!.id}`);
    expect(Object.values(stored!)).not.toContain(first!.apiKey);
    expect(stored!.api_key_hash).toBe(hashKey(first!.apiKey));
    const info = await t.call('users.info', { id: first!.id }, keys.acme);
    expect(info.body).toMatchObject({
      apiKeyPrefix: first!.apiKeyPrefix,
      apiKeyExpired: false,
      createdBy: 'admin@acme.example',
    });
    expect(JSON.stringify(info.body)).not.toContain(first!.apiKey);
    expect((await userOfApiKey(t, first!.apiKey))?.id).toBe(first!.id);
    const rows = await t.auditAfter(audit);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first!.apiKey.slice(4, 20));
    const mails = await t.rows<{ to: string }>(
      sql`select "to" from mail_outbox where "to" like '%@acme.example'`,
    );
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining(['ann@acme.example', 'cy@acme.example']));
  });

  it('refuses e-mails already users, or given twice, changing nothing', async () => {
    const taken = await t.unchanged(() => create(['new1@acme.example', 'ANN@acme.example']));
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('NAME_EXIST');
    expect(taken.body.error.fieldErrors).toEqual({ 'emails.1': ['Already a user'] });
    const twice = await t.unchanged(() => create(['x@acme.example', 'x@acme.example']));
    expect(twice.status).toBe(400);
    const bad = await t.unchanged(() => create(['not-an-email'], { userType: 'robot' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fieldErrors)).toEqual(expect.arrayContaining(['emails.0', 'userType']));
  });

  it('applies the password strength rule on the server, and a set password signs in', async () => {
    for (const weak of ['alllowercase1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12', 'Ab1!']) {
      const res = await t.unchanged(() => create(['weak@acme.example'], { password: weak }));
      expect(res.status, weak).toBe(400);
      expect(res.body.error.fieldErrors.password).toEqual([PASSWORD_RULE_MESSAGE]);
    }
    const res = await create(['dee@acme.example'], { password: STRONG, userType: 'agent' });
    expect(res.status).toBe(200);
    expect((await signIn('dee@acme.example', STRONG)).status).toBe(200);
  });

  it("refuses past the owner's user quota with a message starting 'Reached'", async () => {
    const limit = await t.call('users.limit', {}, keys.acme);
    const room = limit.body.quota - limit.body.used;
    const emails = Array.from({ length: room + 1 }, (_, i) => `q${i}@acme.example`);
    const res = await t.unchanged(() => create(emails));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('QUOTA_REACHED');
    expect(res.body.error.message).toMatch(/^Reached/);
  });

  it("counts two concurrent additions against the owner's quota one after the other", async () => {
    const limit = await t.call('users.limit', {}, keys.acme);
    const room = limit.body.quota - limit.body.used;
    const fill = Array.from({ length: room - 1 }, (_, i) => `fill${i}@acme.example`);
    const filled = fill.length ? await create(fill) : null;
    if (filled) expect(filled.status).toBe(200);
    const results = await Promise.all([create(['race1@acme.example']), create(['race2@acme.example'])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await t.call('users.limit', {}, keys.acme);
    expect(after.body).toMatchObject({ used: limit.body.quota, reached: true });
    // Room again for the tests after this one.
    const made = [...(filled?.body.created ?? []), ...results.flatMap((r) => r.body.created ?? [])];
    expect(
      (await t.call('users.delete', { ids: made.map((u: { id: number }) => u.id) }, keys.acme)).status,
    ).toBe(200);
  });
});

describe('users.list', () => {
  it("lists an organisation's users with the root user first, searched on the server", async () => {
    const orgId = await acmeMainOrg();
    const all = await t.call('users.list', { orgId }, keys.acme);
    expect(all.status).toBe(200);
    expect(all.body.rows[0]).toMatchObject({ userName: 'admin@acme.example', rootUser: true });
    const some = await t.call('users.list', { orgId, search: 'BOB' }, keys.acme);
    expect(some.body.rows.map((r: { userName: string }) => r.userName)).toEqual(['bob@acme.example']);
  });

  it('pages and sorts in the database, counts every match, and takes wildcards literally', async () => {
    const orgId = await acmeMainOrg();
    const all = await t.call('users.list', { orgId, pageSize: 100 }, keys.acme);
    const names = all.body.rows.map((r: { userName: string }) => r.userName.toLowerCase()).sort();
    const desc = await t.call(
      'users.list',
      { orgId, pageSize: 1, page: 1, sortField: 'userName', sortDirection: 'desc' },
      keys.acme,
    );
    expect(desc.body).toMatchObject({ total: all.body.total, rows: [{ userName: expect.any(String) }] });
    expect(desc.body.rows[0].userName.toLowerCase()).toBe(names[names.length - 2]);
    expect(desc.body.rows[0]).toMatchObject({ groups: [], dateCreated: expect.stringMatching(/Z$/) });
    const past = await t.call('users.list', { orgId, page: 50, search: 'ACME' }, keys.acme);
    expect(past.body).toEqual({ rows: [], total: all.body.total });
    const literal = await t.call('users.list', { orgId, search: 'b_b' }, keys.acme);
    expect(literal.body).toEqual({ rows: [], total: 0 });
  });

  it('answers the same total whether it is counted or told by a short last page', async () => {
    const orgId = await acmeMainOrg();
    const all = await t.call('users.list', { orgId, pageSize: 100 }, keys.acme);
    const n: number = all.body.total;
    expect(n).toBeGreaterThan(2);
    expect(all.body.rows).toHaveLength(n); // a short first page: the total is its length
    const full = await t.call('users.list', { orgId, pageSize: n - 1 }, keys.acme);
    expect(full.body).toMatchObject({ total: n, rows: expect.any(Array) });
    expect(full.body.rows).toHaveLength(n - 1); // a full page: the matches are counted
    const last = await t.call('users.list', { orgId, pageSize: n - 1, page: 1 }, keys.acme);
    expect(last.body.total).toBe(n); // a short page after the first: offset + its rows
    expect(last.body.rows).toHaveLength(1);
    const [count] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from users where org_id = ${orgId} and status = 'Active'`,
    );
    expect(Number(count!.n)).toBe(n);
  });

  it('stops counting a long list ten pages past the page shown and says so (decision 0260)', async () => {
    const [org] = await t.rows<{ id: number }>(
      sql`insert into organisations (owner_id, name, client_id, email, description, activation_key, start_date)
          values (${t.owners.acme}, 'Many Users Org', 'many-users-org', 'many@bounded.example', 'Many users',
            md5('many'), current_date) returning id`,
    );
    const orgId = Number(org!.id);
    const bound = COUNT_PAGES * 50;
    await t.rows(
      sql`insert into users (owner_id, org_id, user_name, email, password_hash, user_type)
          select ${t.owners.acme}, ${orgId}, 'many.' || n || '@bounded.example', 'many.' || n || '@bounded.example', 'x', 'user'
          from generate_series(1, ${bound + 30}) n`,
    );
    // The rows count against acme's user quota: they go at the end, whatever happens.
    onTestFinished(async () => {
      await t.rows(sql`delete from users where org_id = ${orgId}`);
      await t.rows(sql`delete from organisations where id = ${orgId}`);
    });
    const list = (input: Record<string, unknown>) =>
      t.call('users.list', { orgId, pageSize: 50, ...input }, keys.acme).then((r) => r.body);
    const first = await list({});
    expect(first).toMatchObject({ total: bound, totalBounded: true });
    expect(first.rows).toHaveLength(50);
    // With pages of 10 the count stops sooner: ten pages of 10.
    expect(await list({ pageSize: 10 })).toMatchObject({ total: COUNT_PAGES * 10, totalBounded: true });
    // Further on, the bound moves with the page: the whole list is counted from a page before its end.
    const late = await list({ page: COUNT_PAGES - 1 });
    expect(late.total).toBe(bound + 30);
    expect(late.totalBounded).toBeUndefined();
    const last = await list({ page: COUNT_PAGES });
    expect(last).toMatchObject({ total: bound + 30 });
    expect(last.rows).toHaveLength(30);
    // A search below the bound is counted exactly: many.1, many.10 to 19, many.100 to 199 (of 530).
    const searched = await list({ search: 'many.1' });
    expect(searched.total).toBe(1 + 10 + 100);
    expect(searched.totalBounded).toBeUndefined();
  });
});

describe('root users and own keys', () => {
  it('never deletes a root user, nor lets a user delete themselves', async () => {
    const root = { id: await userId('admin@acme.example') };
    const res = await t.unchanged(() => t.call('users.delete', { ids: [root.id] }, keys.acme));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Root users cannot be deleted');
  });

  it('does not let a main-organisation user regenerate their own key, but regenerates others', async () => {
    const root = { id: await userId('admin@acme.example') };
    const own = await t.unchanged(() => t.call('users.regenerateKey', { id: root.id }, keys.acme));
    expect(own.status).toBe(403);
    const info = await t.call('users.info', { id: root.id }, keys.acme);
    expect(info.body.mayRegenerateKey).toBe(false);

    const [bob] = await t.rows<{ id: number; api_key_prefix: string }>(
      sql`select id, api_key_prefix from users where user_name = 'bob@acme.example'`,
    );
    const before = await t.rows<{ api_key_hash: string }>(
      sql`select api_key_hash from users where id = ${bob!.id}`,
    );
    const res = await t.call('users.regenerateKey', { id: Number(bob!.id) }, keys.acme);
    expect(res.status).toBe(200);
    expect(res.body.apiKey.startsWith(res.body.apiKeyPrefix)).toBe(true);
    expect(res.body.apiKeyPrefix).not.toBe(bob!.api_key_prefix);
    const after = await t.rows<{ api_key_hash: string }>(
      sql`select api_key_hash from users where id = ${bob!.id}`,
    );
    expect(after[0]!.api_key_hash).not.toBe(before[0]!.api_key_hash);
    expect((await userOfApiKey(t, res.body.apiKey))?.id).toBe(Number(bob!.id));
  });

  it("expires keys past the owner's maximum key lifetime until regenerated", async () => {
    const cy = { id: await userId('cy@acme.example') };
    const id = cy.id;
    const fresh = await t.call('users.regenerateKey', { id }, keys.acme);
    await t.db.execute(
      sql`update owner_settings set api_key_max_days = 30 where owner_id = ${t.owners.acme}`,
    );
    await t.db.execute(
      sql`update users set api_key_created_at = now() - interval '31 days' where id = ${id}`,
    );
    try {
      const info = await t.call('users.info', { id }, keys.acme);
      expect(info.body.apiKeyExpired).toBe(true);
      expect(await userOfApiKey(t, fresh.body.apiKey)).toBeNull();
      const again = await t.call('users.regenerateKey', { id }, keys.acme);
      expect(again.body.apiKeyExpiresAt).not.toBeNull();
      expect((await t.call('users.info', { id }, keys.acme)).body.apiKeyExpired).toBe(false);
      expect((await userOfApiKey(t, again.body.apiKey))?.id).toBe(id);
    } finally {
      await t.db.execute(
        sql`update owner_settings set api_key_max_days = null where owner_id = ${t.owners.acme}`,
      );
    }
  });
});

describe("the owner's maximum key lifetime", () => {
  it('is saved with the owner settings and dates every key', async () => {
    const settings = (await t.call('ownerSettings.get', {}, keys.acme)).body;
    const saved = await t.call('ownerSettings.save', { ...settings, apiKeyMaxDays: 90 }, keys.acme);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const id = await userId('bob@acme.example');
      const info = (await t.call('users.info', { id }, keys.acme)).body;
      const days = (Date.parse(info.apiKeyExpiresAt) - Date.parse(info.apiKeyCreatedAt)) / 86_400_000;
      expect(days).toBe(90);
      const bad = await t.unchanged(() =>
        t.call('ownerSettings.save', { ...settings, apiKeyMaxDays: 0 }, keys.acme),
      );
      expect(bad.status).toBe(400);
    } finally {
      await t.call('ownerSettings.save', { ...settings, apiKeyMaxDays: null }, keys.acme);
    }
  });
});

describe('users.delete, reactivate, edit and changePassword', () => {
  it('deletes softly, ending the sessions, and reactivates', async () => {
    const dee = { id: await userId('dee@acme.example') };
    const id = dee.id;
    const session = (await signIn('dee@acme.example', STRONG)).body.userApiKey as string;
    const del = await t.call('users.delete', { ids: [id] }, keys.acme);
    expect(del.status).toBe(200);
    expect((await t.call('auth.session', {}, session)).status).toBe(401);
    expect((await signIn('dee@acme.example', STRONG)).status).toBe(401);
    const deleted = await t.call('users.list', { orgId: await acmeMainOrg(), status: 'Deleted' }, keys.acme);
    expect(deleted.body.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await t.call('users.reactivate', { ids: [id] }, keys.acme)).status).toBe(200);
    expect((await signIn('dee@acme.example', STRONG)).status).toBe(200);
  });

  it('changes the user type', async () => {
    const bob = { id: await userId('bob@acme.example') };
    const res = await t.call('users.edit', { id: bob.id, userType: 'agent' }, keys.acme);
    expect(res.status).toBe(200);
    expect((await t.call('users.info', { id: bob.id }, keys.acme)).body.userType).toBe('agent');
  });

  it('changes a password under the strength rule, with no secret in the audit', async () => {
    const ann = { id: await userId('ann@acme.example') };
    const id = ann.id;
    const weak = await t.unchanged(() =>
      t.call('users.changePassword', { id, password: 'weakpass' }, keys.acme),
    );
    expect(weak.status).toBe(400);
    const audit = await t.lastAuditId();
    expect((await t.call('users.changePassword', { id, password: 'Anns#Pass1' }, keys.acme)).status).toBe(
      200,
    );
    expect(JSON.stringify(await t.auditAfter(audit))).not.toContain('Anns#Pass1');
    expect((await signIn('ann@acme.example', 'Anns#Pass1')).status).toBe(200);
  });
});

describe('reset password by e-mail', () => {
  const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

  it('sends a single-use link that sets a new password once', async () => {
    const bob = { id: await userId('bob@acme.example') };
    const res = await t.call('users.resetPassword', { ids: [bob.id] }, keys.acme);
    expect(res.status).toBe(200);
    const [mail] = await t.rows<{ text: string }>(
      sql`select text from mail_outbox where "to" = 'bob@acme.example' order by id desc limit 1`,
    );
    const token = tokenOf(mail!.text);
    const [stored] = await t.rows<{ token_hash: string }>(
      sql`select token_hash from password_links order by id desc limit 1`,
    );
    expect(stored!.token_hash).toBe(hashKey(token));
    const weak = await t.unchanged(() => t.call('users.setPasswordByLink', { token, password: 'weak' }));
    expect(weak.status).toBe(400);
    const set = await t.call('users.setPasswordByLink', { token, password: 'Bobs#Pass1' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await signIn('bob@acme.example', 'Bobs#Pass1')).status).toBe(200);
    const again = await t.unchanged(() =>
      t.call('users.setPasswordByLink', { token, password: 'Other#Pass1' }),
    );
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('EXPIRED');
  });

  it('a second reset ends the links sent before it (issue 26)', async () => {
    const bob = { id: await userId('bob@acme.example') };
    const latestToken = async () => {
      const [mail] = await t.rows<{ text: string }>(
        sql`select text from mail_outbox where "to" = 'bob@acme.example' order by id desc limit 1`,
      );
      return tokenOf(mail!.text);
    };
    expect((await t.call('users.resetPassword', { ids: [bob.id] }, keys.acme)).status).toBe(200);
    const first = await latestToken();
    expect((await t.call('users.resetPassword', { ids: [bob.id] }, keys.acme)).status).toBe(200);
    const second = await latestToken();
    expect(second).not.toBe(first);
    const old = await t.unchanged(() =>
      t.call('users.setPasswordByLink', { token: first, password: 'Bobs#Old123' }),
    );
    expect(old.status).toBe(410);
    expect(old.body.error.code).toBe('EXPIRED');
    const set = await t.call('users.setPasswordByLink', { token: second, password: 'Bobs#New123' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });

  it('refuses an expired link', async () => {
    const cy = { id: await userId('cy@acme.example') };
    await t.call('users.resetPassword', { ids: [cy.id] }, keys.acme);
    const [mail] = await t.rows<{ text: string }>(
      sql`select text from mail_outbox where "to" = 'cy@acme.example' order by id desc limit 1`,
    );
    await t.db.execute(
      sql`update password_links set expires_at = now() - interval '1 second' where token_hash = ${hashKey(tokenOf(mail!.text))}`,
    );
    const res = await t.unchanged(() =>
      t.call('users.setPasswordByLink', { token: tokenOf(mail!.text), password: 'Cys#Pass12' }),
    );
    expect(res.status).toBe(410);
  });

  it('is refused on-premises, where a password is required at creation', async () => {
    await t.db.execute(sql`update owners set installation_type = 'Air Gap' where id = ${t.owners.acme}`);
    try {
      const cy = { id: await userId('cy@acme.example') };
      const reset = await t.unchanged(() => t.call('users.resetPassword', { ids: [cy.id] }, keys.acme));
      expect(reset.status).toBe(403);
      const noPassword = await t.unchanged(() => create(['onprem@acme.example']));
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.error.fieldErrors.password).toBeTruthy();
    } finally {
      await t.db.execute(
        sql`update owners set installation_type = 'Modelhub Cloud' where id = ${t.owners.acme}`,
      );
    }
  });
});

describe('another owner and non-main organisations', () => {
  it("answers 404 for another owner's user on every user call", async () => {
    const ann = { id: await userId('ann@acme.example') };
    const id = ann.id;
    await t.unchanged(async () => {
      for (const [name, body] of [
        ['users.info', { id }],
        ['users.edit', { id, userType: 'user' }],
        ['users.delete', { ids: [id] }],
        ['users.reactivate', { ids: [id] }],
        ['users.resetPassword', { ids: [id] }],
        ['users.changePassword', { id, password: STRONG }],
        ['users.regenerateKey', { id }],
      ] as const) {
        const res = await t.call(name, body, keys.teamspace);
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
      }
    });
  });

  it("shows a non-main organisation's administrator only their own organisation", async () => {
    const created = await t.call(
      'organisations.create',
      {
        name: 'Branch Office',
        clientId: 'branch',
        rootUserName: 'branch-root',
        email: 'b@branch.example',
        description: 'A branch',
      },
      keys.teamspace,
    );
    expect(created.status).toBe(200);
    await t.db.execute(
      sql`update users set password_hash = (select password_hash from users where user_name = 'admin@teamspace.example') where id = ${created.body.rootUserId}`,
    );
    const key = (await t.loginAs({ clientid: 'branch', username: 'branch-root', password: 'Admin#2026!' }))
      .body.userApiKey as string;
    const list = await t.call('organisations.list', {}, key);
    expect(list.body.rows.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
    const [main] = await t.rows<{ id: number }>(
      sql`select id from organisations where owner_id = ${t.owners.teamspace} and is_main`,
    );
    expect((await t.call('organisations.info', { id: Number(main!.id) }, key)).status).toBe(404);
    expect((await t.call('organisations.delete', { ids: [created.body.id] }, key)).status).toBe(403);
    // Outside the main organisation, a user may regenerate their own key.
    const own = await t.call('users.regenerateKey', { id: created.body.rootUserId }, key);
    expect(own.status).toBe(200);
  });
});
