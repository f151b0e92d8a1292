import { describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '../src/modules/credits/ledger';
import { hashPassword } from '../src/modules/auth/passwords';
import { useApi } from './helpers/api';
import { sql } from './helpers/test-app';
import { useLogins } from './helpers/use-logins';

// Decision 0390: owner and organisation administrators manage the credit of their own organisations
// (balance, active and expired credits, history, promo and referral redemption); adding credit stays
// platform staff's. Nothing of another tenant is visible: another owner's organisation answers 404.

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace', 'marketing');
const today = todayUtc();
const PASSWORD = 'Admin#2026!';

async function newOrg(ownerId: number, name: string): Promise<number> {
  const [row] = await t.rows<{ id: number }>(
    sql`insert into organisations (owner_id, name, client_id) values (${ownerId}, ${name}, ${name}) returning id`,
  );
  return Number(row!.id);
}

/** A new non-main organisation of Acme with its root user (its administrator), signed in. */
async function orgAdmin(name: string): Promise<{ orgId: number; key: string }> {
  const orgId = await newOrg(t.owners.acme, name);
  const userName = `root@${name}.example`;
  await t.db.execute(sql`insert into users (owner_id, org_id, user_name, email, password_hash, root_user)
    values (${t.owners.acme}, ${orgId}, ${userName}, ${userName}, ${await hashPassword(PASSWORD)}, true)`);
  const res = await t.loginAs({ clientid: name, username: userName, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orgId, key: res.body.userApiKey as string };
}

async function promo(code: string, credit = '10') {
  await t.db.execute(
    sql`insert into promo_codes (owner_id, type, code, description, start_date, end_date, credit, credit_validity_type, credit_validity_value)
        values (${t.owners.platform}, 'PROMO', ${code}, 'test', ${addDays(today, -1)}, ${addDays(today, 10)}, ${credit}, 'month', '3')`,
  );
}

const mainOrgOf = async (clientId: string) => {
  const [row] = await t.rows<{ id: number }>(sql`select id from organisations where client_id = ${clientId}`);
  return Number(row!.id);
};

describe("an owner's administrator (decision 0390)", () => {
  it("lists their own owner's active organisations only, main first", async () => {
    const acme = await t.ok('credits.organisations', {}, keys.acme);
    const expected = await t.rows<{ id: number }>(
      sql`select id from organisations where owner_id = ${t.owners.acme} and status = 'Active'`,
    );
    expect(acme.results.map((o: { id: number }) => o.id).sort()).toEqual(
      expected.map((r) => Number(r.id)).sort(),
    );
    expect(acme.results[0]).toMatchObject({ isMain: true, id: await mainOrgOf('acme') });
    // The team-space administrator likewise sees the team space's organisations, none of Acme's.
    const ts = await t.ok('credits.organisations', {}, keys.teamspace);
    const acmeIds = new Set(acme.results.map((o: { id: number }) => o.id));
    expect(ts.results.some((o: { id: number }) => acmeIds.has(o.id))).toBe(false);
    // Naming another owner is 404, as if it did not exist.
    await t.refused(404, 'credits.organisations', { ownerId: t.owners.teamspace }, keys.acme);
  });

  it('reads the balance, the credits and the history of their organisations, and redeems a code for them', async () => {
    const orgId = await newOrg(t.owners.acme, 'adm-own');
    await promo('ADMIN10', '10');
    const audit = await t.lastAuditId();
    const redeemed = await t.ok('credits.redeem', { orgId, code: 'admin10' }, keys.acme);
    expect(redeemed).toMatchObject({ promocredits: '10.0000', message: 'Promo code applied' });
    await t.oneAudit(audit, { action: 'credits.redeem', target_type: 'credit_grant' });
    const list = await t.ok('credits.list', { orgId, state: 'active' }, keys.acme);
    expect(list.balance).toBe('10.0000');
    expect(list.rows).toEqual([expect.objectContaining({ creditType: 'ADD_CRE_PROMO', credit: '10.0000' })]);
    expect((await t.ok('credits.list', { orgId, state: 'expired' }, keys.acme)).rows).toEqual([]);
    const history = await t.ok('credits.history', { orgId }, keys.acme);
    expect(history.balance).toBe('10.0000');
    expect(history.points.at(-1)).toEqual({ date: today, balance: '10.0000' });
    const accounts = await t.ok('credits.accounts', { orgId }, keys.acme);
    expect(accounts.result).toEqual([expect.objectContaining({ acType: 'Spending', balance: '10.0000' })]);
    // A referral code of another organisation of their owner is redeemed the same way.
    const other = await newOrg(t.owners.acme, 'adm-referrer');
    await t.db.execute(
      sql`insert into referral_codes (org_id, code, description, credit, validity_months, start_date) values (${other}, 'ADM-REF1', 'test', '20', 3, ${today})`,
    );
    expect(await t.ok('credits.redeem', { orgId, code: 'ADM-REF1' }, keys.acme)).toMatchObject({
      promocredits: '20.0000',
    });
  });

  it("answers 404 for another owner's organisation on every call, with nothing read or written", async () => {
    const tsOrg = await mainOrgOf('teamspace');
    const acmeOrg = await mainOrgOf('acme');
    await promo('ADMIN404');
    for (const [name, body] of [
      ['credits.list', { orgId: tsOrg, state: 'active' }],
      ['credits.history', { orgId: tsOrg }],
      ['credits.accounts', { orgId: tsOrg }],
      ['credits.redeem', { orgId: tsOrg, code: 'ADMIN404' }],
      ['credits.list', { ownerId: t.owners.teamspace, orgId: tsOrg, state: 'active' }],
      ['credits.redeem', { ownerId: t.owners.teamspace, orgId: tsOrg, code: 'ADMIN404' }],
    ] as const) {
      const res = await t.refused(404, name, body, keys.acme);
      expect(JSON.stringify(res.body)).not.toContain('Team');
    }
    // And the other way round.
    await t.refused(404, 'credits.list', { orgId: acmeOrg, state: 'active' }, keys.teamspace);
    await t.refused(404, 'credits.redeem', { orgId: acmeOrg, code: 'ADMIN404' }, keys.teamspace);
  });

  it('may not add credit, even to their own organisation: 403, nothing written', async () => {
    const orgId = await mainOrgOf('acme');
    const body = { orgId, creditType: 'ADD_CRE_TOPUP', amount: '100' };
    const refused = await t.refused(403, 'credits.add', body, keys.acme);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    await t.refused(403, 'credits.add', { ...body, orgId: await mainOrgOf('teamspace') }, keys.teamspace);
    // Platform staff still may.
    expect(await t.ok('credits.add', { ...body, ownerId: t.owners.acme }, keys.platform)).toMatchObject({
      message: 'Credit added',
    });
  });

  it('leaves the marketing-only user without credit management (403)', async () => {
    await t.refused(403, 'credits.organisations', {}, keys.marketing);
    await t.refused(403, 'credits.redeem', { orgId: await mainOrgOf('platform'), code: 'X' }, keys.marketing);
  });
});

describe("a non-main organisation's administrator (decision 0390)", () => {
  it('sees and redeems for their own organisation only; another organisation of their owner is 404', async () => {
    const { orgId, key } = await orgAdmin('adm-branch');
    const sibling = await newOrg(t.owners.acme, 'adm-sibling');
    const main = await mainOrgOf('acme');
    expect((await t.ok('credits.organisations', {}, key)).results).toEqual([
      { id: orgId, name: 'adm-branch', isMain: false },
    ]);
    await promo('BRANCH10');
    expect(await t.ok('credits.redeem', { orgId, code: 'BRANCH10' }, key)).toMatchObject({
      promocredits: '10.0000',
    });
    expect((await t.ok('credits.list', { orgId, state: 'active' }, key)).balance).toBe('10.0000');
    expect((await t.ok('credits.history', { orgId }, key)).balance).toBe('10.0000');
    for (const other of [sibling, main, await mainOrgOf('teamspace')]) {
      await t.refused(404, 'credits.list', { orgId: other, state: 'active' }, key);
      await t.refused(404, 'credits.history', { orgId: other }, key);
      await t.refused(404, 'credits.accounts', { orgId: other }, key);
      await t.refused(404, 'credits.redeem', { orgId: other, code: 'BRANCH10' }, key);
    }
    await t.refused(403, 'credits.add', { orgId, creditType: 'ADD_CRE_TOPUP', amount: '1' }, key);
    // The owner's administrator still sees the branch among Acme's organisations.
    const acme = await t.ok('credits.organisations', {}, keys.acme);
    expect(acme.results.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([orgId, sibling]));
  });

  it("gives a non-main organisation's plain user nothing (403)", async () => {
    const { orgId } = await orgAdmin('adm-plain');
    const userName = 'plain@adm-plain.example';
    await t.db.execute(sql`insert into users (owner_id, org_id, user_name, email, password_hash)
      values (${t.owners.acme}, ${orgId}, ${userName}, ${userName}, ${await hashPassword(PASSWORD)})`);
    const res = await t.loginAs({ clientid: 'adm-plain', username: userName, password: PASSWORD });
    const key = res.body.userApiKey as string;
    await t.refused(403, 'credits.list', { orgId, state: 'active' }, key);
    await t.refused(403, 'credits.redeem', { orgId, code: 'X' }, key);
  });
});
