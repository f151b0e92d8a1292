import { describe, expect, it } from 'vitest';
import type { CreditRow } from '@console/contract';
import {
  addGrant,
  addDays,
  addMonths,
  checkLedger,
  ensureSpendingAccount,
  todayUtc,
} from '../src/modules/credits/ledger';
import { sql } from './helpers/test-app';
import { meterUsage, useMeteringApi } from './helpers/metering';
import { useLogins } from './helpers/use-logins';

const t = useMeteringApi();
const keys = useLogins(t, 'platform', 'acme', 'marketing');
const today = todayUtc();

/** A new organisation of Acme with no credits yet, so each test starts from an empty account. */
async function newOrg(name: string): Promise<number> {
  const [row] = await t.rows<{ id: number }>(
    sql`insert into organisations (owner_id, name, client_id) values (${t.owners.acme}, ${name}, ${`c-${name}`}) returning id`,
  );
  return Number(row!.id);
}

const meter = (body: object, key?: string | null) => meterUsage(t, body, key);

const add = (orgId: number, body: Record<string, unknown>) =>
  t.ok('credits.add', { ownerId: t.owners.acme, orgId, ...body }, keys.platform);

const list = async (orgId: number, state: 'active' | 'expired' = 'active') =>
  (await t.ok('credits.list', { ownerId: t.owners.acme, orgId, state }, keys.platform)) as {
    rows: CreditRow[];
    total: number;
    balance: string;
  };

describe('credits.add and credits.list', () => {
  it('adds a top-up with the service defaults and a marketing credit with its dates, exactly', async () => {
    const orgId = await newOrg('ledger-one');
    const audit = await t.lastAuditId();
    const first = await add(orgId, { creditType: 'ADD_CRE_TOPUP', amount: 0.1, description: 'Card' });
    expect(first).toMatchObject({ message: 'Credit added', balance: '0.1000' });
    await t.oneAudit(audit, { action: 'credits.add', target_type: 'credit_grant' });
    const second = await add(orgId, {
      creditType: 'ADD_CRE_MARK_CRED',
      amount: '0.2',
      startDate: today,
      expiryDate: addDays(today, 30),
      priority: 2,
    });
    // 0.1 + 0.2 stays 0.3: decimals, not floats.
    expect(second.balance).toBe('0.3000');
    const page = await list(orgId);
    expect(page.balance).toBe('0.3000');
    expect(page.rows.map((r) => [r.creditType, r.credit, r.reCredit, r.startDate, r.expiryDate])).toEqual([
      ['ADD_CRE_TOPUP', '0.1000', '0.1000', today, addMonths(today, 12)],
      ['ADD_CRE_MARK_CRED', '0.2000', '0.2000', today, addDays(today, 30)],
    ]);
    expect(page.rows[1]).toMatchObject({ status: 'A', expiresInDays: 30, priority: 2 });
    // Dates sent with a top-up are not its to choose: today and a year ahead.
    await add(orgId, { creditType: 'ADD_CRE_TOPUP', amount: '1', startDate: addDays(today, 5) });
    expect(
      (await list(orgId)).rows.every((r) => r.creditType !== 'ADD_CRE_TOPUP' || r.startDate === today),
    ).toBe(true);
    const accounts = await t.ok('credits.accounts', { ownerId: t.owners.acme, orgId }, keys.platform);
    expect(accounts.result).toEqual([
      expect.objectContaining({ acType: 'Spending', orgId, balance: '1.3000' }),
    ]);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const orgId = await newOrg('ledger-bad');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: '5' }, 'creditType', 'Credit type is required'],
      [{ creditType: 'ADD_CRE_TOPUP' }, 'amount', 'Amount is required'],
      [{ creditType: 'ADD_CRE_TOPUP', amount: '0.00' }, 'amount', 'Amount must not be zero'],
      [{ creditType: 'ADD_CRE_TOPUP', amount: '12abc' }, 'amount', 'Digits only, at most 4 decimals'],
      [{ creditType: 'ADD_CRE_TOPUP', amount: '-3' }, 'amount', 'Digits only, at most 4 decimals'],
      [{ creditType: 'ADD_CRE_TOPUP', amount: '1.23456' }, 'amount', 'Digits only, at most 4 decimals'],
      [
        { creditType: 'ADD_CRE_MARK_CRED', amount: '1', startDate: today, expiryDate: addDays(today, -1) },
        'expiryDate',
        'The expiry date must not be before the start date',
      ],
      [
        { creditType: 'ADD_CRE_MARK_CRED', amount: '1', startDate: '2026-02-30' },
        'startDate',
        'A date written YYYY-MM-DD',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.refused(
        400,
        'credits.add',
        { ownerId: t.owners.acme, orgId, ...body },
        keys.platform,
      );
      expect(res.body.error.fieldErrors[field], JSON.stringify(body)).toEqual([message]);
    }
    const past = await t.refused(
      400,
      'credits.add',
      {
        ownerId: t.owners.acme,
        orgId,
        creditType: 'ADD_CRE_MARK_CRED',
        amount: '1',
        startDate: addDays(today, -20),
        expiryDate: addDays(today, -10),
      },
      keys.platform,
    );
    expect(past.body.error.fieldErrors.expiryDate).toEqual(['The expiry date must not be in the past']);
  });

  it("answers 404 for another owner's organisation and 403 to those who may not manage credits", async () => {
    const [ts] = await t.rows<{ id: number }>(
      sql`select id from organisations where client_id = 'teamspace'`,
    );
    const body = { ownerId: t.owners.acme, orgId: Number(ts!.id), creditType: 'ADD_CRE_TOPUP', amount: '1' };
    await t.refused(404, 'credits.add', body, keys.platform);
    await t.refused(404, 'credits.list', { ownerId: t.owners.acme, orgId: Number(ts!.id) }, keys.platform);
    await t.refused(403, 'credits.add', body, keys.acme);
    await t.refused(403, 'credits.list', { orgId: Number(ts!.id) }, keys.marketing);
  });
});

describe('spending and expiry', () => {
  it('spends by priority, then the earliest expiry, and moves an expired grant to Expired with its remainder', async () => {
    const orgId = await newOrg('ledger-order');
    const accountId = await ensureSpendingAccount(t.db, orgId);
    const grant = (amount: string, priority: number, expiryDate: string, startDate = today) =>
      addGrant(
        t.db,
        accountId,
        { creditType: 'ADD_CRE_TOPUP', description: '', startDate, expiryDate, amount, priority },
        null,
      );
    const late = await grant('10', 1, addDays(today, 90));
    const soon = await grant('10', 1, addDays(today, 20));
    const first = await grant('5', 0, addDays(today, 200));
    const gone = await grant('7.5', 0, addDays(today, -1), addDays(today, -30));

    const res = await meter({ orgId, usageKey: 'u-1', amount: '12.25' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ charged: '12.2500', balance: '12.7500', replayed: false });
    const remaining = await t.rows<{ id: number; remaining: string; status: string; expired_amount: string }>(
      sql`select id, remaining::text, status, expired_amount::text from credit_grants where account_id = ${accountId} order by id`,
    );
    expect(remaining.map((r) => [Number(r.id), r.remaining, r.status, r.expired_amount])).toEqual([
      [late, '10.0000', 'A', '0.0000'],
      [soon, '2.7500', 'A', '0.0000'], // priority 0 first (5), then the one of priority 1 expiring first
      [first, '0.0000', 'A', '0.0000'],
      [gone, '0.0000', 'E', '7.5000'], // expired: never spent, its remainder kept as unused
    ]);
    const expired = await list(orgId, 'expired');
    expect(expired.rows).toEqual([
      expect.objectContaining({ id: gone, reCredit: '7.5000', status: 'E', expiresInDays: null }),
    ]);
    expect((await list(orgId)).balance).toBe('12.7500');
    const entries = await t.rows<{ kind: string; amount: string }>(
      sql`select kind, amount::text from credit_entries where account_id = ${accountId} and kind <> 'GRANT' order by id`,
    );
    expect(entries).toEqual([
      { kind: 'EXPIRE', amount: '-7.5000' },
      { kind: 'SPEND', amount: '-5.0000' },
      { kind: 'SPEND', amount: '-7.2500' },
    ]);
    expect(await checkLedger(t.db, accountId)).toMatchObject({ grants: 4, balanced: true });
    const history = await t.ok('credits.history', { ownerId: t.owners.acme, orgId }, keys.platform);
    expect(history.points).toHaveLength(90);
    expect(history.points.at(-1)).toEqual({ date: today, balance: '12.7500' });
  });

  it('keeps the ledger append-only', async () => {
    await expect(t.db.execute(sql`update credit_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from credit_entries`)).rejects.toThrow();
  });
});

describe('the metering call', () => {
  it('needs the service key, not a console session', async () => {
    const orgId = await newOrg('meter-key');
    const body = { orgId, usageKey: 'k-1', amount: '1' };
    expect((await meter(body, null)).statusCode).toBe(401);
    expect((await meter(body, 'x'.repeat(40))).statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/usage',
      headers: { 'x-api-key': keys.platform },
      payload: body,
    });
    expect(session.statusCode).toBe(401);
  });

  it('refuses a short balance with nothing written, answers 400 on bad input and 404 on an unknown organisation', async () => {
    const orgId = await newOrg('meter-short');
    await add(orgId, { creditType: 'ADD_CRE_TOPUP', amount: '1' });
    const short = await t.unchanged(() => meter({ orgId, usageKey: 's-1', amount: '1.0001' }));
    expect(short.statusCode).toBe(402);
    expect(short.json().error).toMatchObject({ code: 'INSUFFICIENT_CREDIT' });
    const bad = await t.unchanged(() => meter({ orgId, usageKey: 'has space', amount: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(['amount', 'usageKey']);
    expect((await t.unchanged(() => meter({ orgId: 999_999, usageKey: 'n', amount: '1' }))).statusCode).toBe(
      404,
    );
    // The whole balance can be used, to the last ten-thousandth.
    expect((await meter({ orgId, usageKey: 's-2', amount: '1.0000' })).json().balance).toBe('0.0000');
  });

  it('is safe to retry: the same usage key takes once, even twice at the same moment', async () => {
    const orgId = await newOrg('meter-retry');
    await add(orgId, { creditType: 'ADD_CRE_TOPUP', amount: '10' });
    const body = { orgId, usageKey: 'req-42', amount: '3.3333' };
    const [a, b] = await Promise.all([meter(body), meter(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().replayed, b.json().replayed].sort()).toEqual([false, true]);
    expect(a.json().usageId).toBe(b.json().usageId);
    const again = await meter(body);
    expect(again.json()).toMatchObject({ replayed: true, charged: '3.3333', balance: '6.6667' });
    const clash = await meter({ ...body, amount: '4' });
    expect(clash.statusCode).toBe(409);
    const [count] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from credit_usages where org_id = ${orgId}`,
    );
    expect(Number(count!.n)).toBe(1);
    expect((await list(orgId)).balance).toBe('6.6667');
  });

  it('lets one of two usages racing for the last credit through and refuses the other', async () => {
    const orgId = await newOrg('meter-race');
    await add(orgId, { creditType: 'ADD_CRE_TOPUP', amount: '1' });
    const [a, b] = await Promise.all([
      meter({ orgId, usageKey: 'race-a', amount: '0.6' }),
      meter({ orgId, usageKey: 'race-b', amount: '0.6' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 402]);
    const won = [a, b].find((r) => r.statusCode === 200)!;
    expect(won.json()).toMatchObject({ charged: '0.6000', balance: '0.4000', replayed: false });
    const [count] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from credit_usages where org_id = ${orgId}`,
    );
    expect(Number(count!.n)).toBe(1);
    expect((await list(orgId)).balance).toBe('0.4000');
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });

  it('takes many usages at the same moment across grants, each exactly once, to the last ten-thousandth', async () => {
    const orgId = await newOrg('meter-many');
    await add(orgId, { creditType: 'ADD_CRE_TOPUP', amount: '0.5' });
    await add(orgId, { creditType: 'ADD_CRE_TOPUP', amount: '0.5', priority: 1 });
    const usages = Array.from({ length: 11 }, (_, i) =>
      meter({ orgId, usageKey: `many-${i}`, amount: '0.1' }),
    );
    const answers = await Promise.all(usages);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(10).fill(200), 402]);
    const balances = answers
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().balance)
      .sort();
    expect(balances).toEqual(Array.from({ length: 10 }, (_, i) => `0.${i}000`));
    const grants = await t.rows<{ remaining: string }>(
      sql`select g.remaining::text from credit_grants g join credit_accounts a on a.id = g.account_id
          where a.org_id = ${orgId} order by g.id`,
    );
    expect(grants.map((g) => g.remaining)).toEqual(['0.0000', '0.0000']);
    const [spends] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from credit_entries e join credit_accounts a on a.id = e.account_id
          where a.org_id = ${orgId} and e.kind = 'SPEND'`,
    );
    expect(Number(spends!.n)).toBe(10);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });
});

describe('credits.redeem', () => {
  const promo = async (code: string, values: Record<string, unknown> = {}) => {
    const v = {
      type: 'PROMO',
      startDate: addDays(today, -1),
      endDate: addDays(today, 10),
      credit: '25.5',
      validityType: 'month',
      validityValue: '3',
      ...values,
    };
    await t.db.execute(
      sql`insert into promo_codes (owner_id, type, code, description, start_date, end_date, credit, credit_validity_type, credit_validity_value)
          values (${t.owners.platform}, ${v.type as string}, ${code}, 'test', ${v.startDate as string}, ${v.endDate as string}, ${v.credit as string}, ${v.validityType as string}, ${v.validityValue as string})`,
    );
  };
  const redeem = (orgId: number, code: string) =>
    t.call('credits.redeem', { ownerId: t.owners.acme, orgId, code }, keys.platform);

  it('grants the promo credit once per organisation, with its validity', async () => {
    const orgId = await newOrg('promo-once');
    await promo('WELCOME25');
    const audit = await t.lastAuditId();
    const res = await redeem(orgId, ' welcome25 ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      promocredits: '25.5000',
      promoexpiry: addMonths(today, 3),
      message: 'Promo code applied',
    });
    await t.oneAudit(audit, { action: 'credits.redeem', target_type: 'credit_grant' });
    expect((await list(orgId)).rows).toEqual([
      expect.objectContaining({ creditType: 'ADD_CRE_PROMO', credit: '25.5000' }),
    ]);
    const again = await t.refused(
      409,
      'credits.redeem',
      { ownerId: t.owners.acme, orgId, code: 'WELCOME25' },
      keys.platform,
    );
    expect(again.body.error).toMatchObject({
      code: 'ALREADY_USED',
      message: 'This promo code has already been used',
    });
    // Another organisation may still use it.
    expect((await redeem(await newOrg('promo-other'), 'WELCOME25')).status).toBe(200);
  });

  it('answers EXPIRED, INVALID and the empty-code message', async () => {
    const orgId = await newOrg('promo-bad');
    await promo('OLDCODE', { startDate: addDays(today, -30), endDate: addDays(today, -1) });
    await promo('LATER', { startDate: addDays(today, 2) });
    await promo('POSCODE', { type: 'POS', credit: null });
    const body = (code: string) => ({ ownerId: t.owners.acme, orgId, code });
    expect((await t.refused(410, 'credits.redeem', body('OLDCODE'), keys.platform)).body.error.code).toBe(
      'EXPIRED',
    );
    for (const code of ['NOPE', 'LATER', 'POSCODE'])
      expect(
        (await t.refused(400, 'credits.redeem', body(code), keys.platform)).body.error.fieldErrors.code,
      ).toEqual(['Invalid promo code']);
    expect(
      (await t.refused(400, 'credits.redeem', body('  '), keys.platform)).body.error.fieldErrors.code,
    ).toEqual(['Invalid promo code']);
  });

  it('gives one credit for two redemptions of one code at the same moment', async () => {
    const orgId = await newOrg('promo-race');
    await promo('RACE10', { credit: '10' });
    const [a, b] = await Promise.all([redeem(orgId, 'RACE10'), redeem(orgId, 'RACE10')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await list(orgId)).balance).toBe('10.0000');
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });
});
