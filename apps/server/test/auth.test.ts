import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/passwords';
import { DEMO, dbState, sql } from './helpers/test-app';
import { useApi } from './helpers/api';

const t = useApi();

/** A user of acme's main organisation made for one test, so lock-outs do not touch the demo logins. */
async function addAcmeUser(userName: string, password: string) {
  const [org] = await t.rows<{ id: number }>(sql`select id from organisations where client_id = 'acme'`);
  await t.db.insert(users).values({
    ownerId: t.owners.acme,
    orgId: Number(org!.id),
    userName,
    email: userName,
    passwordHash: await hashPassword(password),
  });
  return { clientid: 'acme', username: userName, password };
}

async function sessionCount(): Promise<number> {
  const [row] = await t.rows<{ n: number }>(sql`select count(*)::int as n from sessions`);
  return Number(row!.n);
}

describe('auth.login', () => {
  it('signs a demo user in, answers a long key and the user, and writes one audit record', async () => {
    const before = await t.lastAuditId();
    const res = await t.loginAs(DEMO.platform);
    expect(res.status).toBe(200);
    expect(res.body.userApiKey.length).toBeGreaterThanOrEqual(43);
    expect(res.body).toMatchObject({
      userName: 'admin@platform.example',
      owner: t.owners.platform,
      ownerType: 'PM',
      platformOwner: true,
      superUser: true,
    });
    const audit = await t.oneAudit(before, { action: 'auth.login', target_type: 'session' });
    expect(JSON.stringify(audit)).not.toContain(res.body.userApiKey);
  });

  it('reads the client id and user name without regard to case', async () => {
    const res = await t.loginAs({
      clientid: 'ACME',
      username: 'Admin@ACME.example',
      password: DEMO.acme.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.owner).toBe(t.owners.acme);
  });

  it('stores only a hash of the session key', async () => {
    const key = await t.login('acme');
    const rows = await t.rows<Record<string, unknown>>(sql`select * from sessions`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) for (const value of Object.values(row)) expect(String(value)).not.toBe(key);
    // Nowhere in the database either (audit records included).
    expect(JSON.stringify(await dbState(t.db))).not.toContain(key);
  });

  it('stores passwords as argon2id hashes', async () => {
    const rows = await t.db.select({ hash: users.passwordHash }).from(users);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const { hash } of rows) expect(hash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses missing fields with 400 and the field messages, changing nothing', async () => {
    const res = await t.refused(400, 'auth.login', { clientid: ' ', username: '', password: '' });
    expect(res.body.error.code).toBe('INVALID_INPUT');
    expect(res.body.error.fieldErrors).toEqual({
      clientid: ['Client ID is required'],
      username: ['Name is required'],
      password: ['Password is required'],
    });
  });

  it('answers the same 401 body to a wrong client id, a wrong user and a wrong password, with no session or audit', async () => {
    const audits = await t.auditCount();
    const sessions = await sessionCount();
    const answers = await Promise.all([
      t.loginAs({ ...DEMO.teamspace, clientid: 'no-such-client' }),
      t.loginAs({ ...DEMO.teamspace, username: 'nobody@teamspace.example' }),
      t.loginAs({ ...DEMO.teamspace, password: 'Wrong#2026!' }),
      t.loginAs({ ...DEMO.teamspace, clientid: 'acme' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid Org ID or Username or Password' },
    });
    expect(await t.auditCount()).toBe(audits);
    expect(await sessionCount()).toBe(sessions);
    expect((await t.loginAs(DEMO.teamspace)).status).toBe(200);
  });

  it('locks a user out after 10 failures in a row: the 11th attempt answers 429 even with the right password', async () => {
    const who = await addAcmeUser('lockme@acme.example', 'Locked#2026!');
    for (let i = 1; i <= 10; i++) {
      const res = await t.loginAs({ ...who, password: `Wrong#${i}` });
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    const audits = await t.auditCount();
    const sessions = await sessionCount();
    const locked = await t.loginAs(who);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The lock is on the pair whatever its case, and leaves other users alone.
    expect((await t.loginAs({ ...who, username: 'LockMe@ACME.example' })).status).toBe(429);
    expect(await t.auditCount()).toBe(audits);
    expect(await sessionCount()).toBe(sessions);
    expect((await t.loginAs(DEMO.acme)).status).toBe(200);
  });

  it('locks only the address the failures came from: the right password from another address still signs in', async () => {
    const who = await addAcmeUser('targeted@acme.example', 'Target#2026!');
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth.login',
        remoteAddress,
        payload: { ...who, password },
      });
    // Someone who never knew the password, from one address, ten times.
    for (let i = 1; i <= 10; i++) expect((await from('203.0.113.7', `Guess#${i}`)).statusCode).toBe(401);
    expect((await from('203.0.113.7', who.password)).statusCode).toBe(429);
    // The user, from elsewhere, is not kept out; the attacker's address stays locked.
    const user = await from('198.51.100.20', who.password);
    expect(user.statusCode).toBe(200);
    expect(user.json().userApiKey).toEqual(expect.any(String));
    expect((await from('203.0.113.7', who.password)).statusCode).toBe(429);
    const rows = await t.rows<{ ip: string; failures: number }>(
      sql`select ip, failures from login_failures where user_name = ${who.username}`,
    );
    expect(rows).toEqual([{ ip: '203.0.113.7', failures: 10 }]);
  });

  it('lets the right password in once the lock has run out, and counts afresh', async () => {
    const who = await addAcmeUser('expired-lock@acme.example', 'Expired#2026!');
    for (let i = 1; i <= 10; i++) expect((await t.loginAs({ ...who, password: 'nope' })).status).toBe(401);
    expect((await t.loginAs(who)).status).toBe(429);
    await t.db.execute(
      sql`update login_failures set locked_until = now() - interval '1 second' where user_name = ${who.username}`,
    );
    expect((await t.loginAs(who)).status).toBe(200);
    for (let i = 1; i <= 9; i++) expect((await t.loginAs({ ...who, password: 'nope' })).status).toBe(401);
    expect((await t.loginAs(who)).status).toBe(200);
  });

  it('resets the count when the user signs in after fewer than 10 failures', async () => {
    const who = await addAcmeUser('reset@acme.example', 'Reset#2026!');
    for (let i = 1; i <= 9; i++) expect((await t.loginAs({ ...who, password: 'nope' })).status).toBe(401);
    expect((await t.loginAs(who)).status).toBe(200);
    const left = await t.rows(sql`select * from login_failures where user_name = ${who.username}`);
    expect(left).toEqual([]);
    for (let i = 1; i <= 9; i++) expect((await t.loginAs({ ...who, password: 'nope' })).status).toBe(401);
    expect((await t.loginAs(who)).status).toBe(200);
  });

  it('refuses a deleted user with the same 401, even with the right password', async () => {
    const who = await addAcmeUser('deleted@acme.example', 'Deleted#2026!');
    await t.db.execute(sql`update users set status = 'Deleted' where user_name = ${who.username}`);
    const res = await t.loginAs(who);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid Org ID or Username or Password' },
    });
  });
});

describe('auth.logout', () => {
  it('revokes the key it is made with, and only that one, writing one audit record', async () => {
    const key = await t.login('acme');
    const other = await t.login('acme');
    const audits = await t.auditCount();
    const res = await t.call('auth.logout', {}, key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Signed out' });
    expect(await t.auditCount()).toBe(audits + 1);
    expect((await t.call('auth.session', {}, key)).status).toBe(401);
    expect((await t.call('auth.logout', {}, key)).status).toBe(401);
    expect((await t.call('auth.session', {}, other)).status).toBe(200);
  });

  it('refuses unknown fields with 400, keeping the session', async () => {
    const key = await t.login('acme');
    const res = await t.refused(400, 'auth.logout', { everywhere: true }, key);
    expect(res.body.error.fieldErrors).toBeDefined();
    expect((await t.call('auth.session', {}, key)).status).toBe(200);
  });

  it('needs a session', async () => {
    await t.refused(401, 'auth.logout', {});
  });
});

describe('auth.session', () => {
  it('answers the signed-in user and their access, without the key', async () => {
    const key = await t.login('marketing');
    const res = await t.call('auth.session', {}, key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userName: 'marketing@platform.example',
      owner: t.owners.platform,
      superUser: false,
      rootUser: false,
      uAccess: ['MARKETING'],
    });
    expect(res.body.userApiKey).toBeUndefined();
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.parse('2000-01-01'));
  });

  it('tells the owner administrators apart', async () => {
    const session = async (who: 'teamspace' | 'acme') =>
      (await t.call('auth.session', {}, await t.login(who))).body;
    const teamspace = { owner: t.owners.teamspace, ownerType: 'TS', rootUser: true, superUser: false };
    const acme = { owner: t.owners.acme, ownerType: 'STD', rootUser: true, platformOwner: false };
    expect(await session('teamspace')).toMatchObject(teamspace);
    const acmeSession = await session('acme');
    expect(acmeSession).toMatchObject(acme);
    expect(acmeSession.uAccess).not.toContain('MARKETING');
  });

  it('refuses unknown fields with 400', async () => {
    const key = await t.login('acme');
    const res = await t.refused(400, 'auth.session', { ownerId: 2 }, key);
    expect(res.body.error.fieldErrors).toBeDefined();
  });

  it('needs a session', async () => {
    expect((await t.call('auth.session', {})).status).toBe(401);
  });
});
