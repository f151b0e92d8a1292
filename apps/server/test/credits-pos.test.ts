import { describe, expect, it } from 'vitest';
import type { CreditRow } from '@console/contract';
import { addDays, checkLedger, todayUtc } from '../src/modules/credits/ledger';
import { posBonus } from '../src/modules/credits/pos-topup';
import { sql } from './helpers/test-app';
import { meterUsage, useMeteringApi } from './helpers/metering';
import { useLogins } from './helpers/use-logins';

// A top-up's POS code (decision 0240): its discount given as a bonus credit beside the top-up.

const t = useMeteringApi();
const keys = useLogins(t, 'platform', 'acme');
const today = todayUtc();

async function newOrg(name: string): Promise<number> {
  const [row] = await t.rows<{ id: number }>(
    sql`insert into organisations (owner_id, name, client_id) values (${t.owners.acme}, ${name}, ${`c-${name}`}) returning id`,
  );
  return Number(row!.id);
}

/** A POS code of the platform: discount type and amount, minimum top-up, running from yesterday by default. */
async function posCode(code: string, values: Partial<Record<string, string>> = {}) {
  const v = {
    type: 'POS',
    discountType: 'DIS_PERCENT',
    discountAmount: '12.5',
    minTopupAmount: '100',
    startDate: addDays(today, -1),
    endDate: addDays(today, 10),
    ...values,
  };
  const pos = v.type === 'POS';
  await t.db.execute(
    sql`insert into promo_codes (owner_id, type, code, description, start_date, end_date, discount_type, discount_amount, min_topup_amount, credit, credit_validity_type, credit_validity_value)
        values (${t.owners.platform}, ${v.type}, ${code}, 'test', ${v.startDate}, ${v.endDate}, ${pos ? v.discountType : null}, ${pos ? v.discountAmount : null}, ${pos ? v.minTopupAmount : null},
          ${pos ? null : '10'}, ${pos ? null : 'month'}, ${pos ? null : '1'})`,
  );
}

const topUpBody = (orgId: number, body: Record<string, unknown>) => ({
  ownerId: t.owners.acme,
  orgId,
  creditType: 'ADD_CRE_TOPUP',
  amount: '100',
  ...body,
});
const topUp = (orgId: number, body: Record<string, unknown>) =>
  t.call('credits.add', topUpBody(orgId, body), keys.platform);

/** A top-up naming `posCode` refused with a promo result on the field, nothing written. */
async function refusedAs(orgId: number, posCode: string, status: number, code: string, message: string) {
  const res = await t.unchanged(() => topUp(orgId, { posCode }));
  expect(res.status).toBe(status);
  expect(res.body.error).toMatchObject({ code, message, fieldErrors: { posCode: [message] } });
}

const rows = async (orgId: number) =>
  (
    (await t.ok('credits.list', { ownerId: t.owners.acme, orgId }, keys.platform)) as {
      rows: CreditRow[];
      balance: string;
    }
  ).rows;

describe('a top-up with a POS code', () => {
  it('grants a percent bonus exactly, beside the top-up, with its dates and priority, in one audit record', async () => {
    const orgId = await newOrg('pos-percent');
    await posCode('POSPCT');
    const audit = await t.lastAuditId();
    const res = await topUp(orgId, { amount: '100.01', priority: 3, posCode: ' pospct ' });
    expect(res.status).toBe(200);
    // 12.5 % of 100.01 is 12.50125: four decimals, half up.
    expect(res.body).toMatchObject({
      message: 'Credit added',
      balance: '112.5113',
      bonus: { code: 'POSPCT', credit: '12.5013' },
    });
    const list = await rows(orgId);
    expect(list.map((r) => [r.creditType, r.credit, r.startDate, r.expiryDate, r.priority])).toEqual([
      ['ADD_CRE_TOPUP', '100.0100', today, list[0]!.expiryDate, 3],
      ['ADD_CRE_POS', '12.5013', today, list[0]!.expiryDate, 3],
    ]);
    expect(list[1]!.id).toBe(res.body.bonus.id);
    const record = await t.oneAudit(audit, { action: 'credits.add', target_type: 'credit_grant' });
    const shown = JSON.stringify(record);
    expect(shown).toContain('12.5013');
    expect(shown).not.toContain(keys.platform);
    expect(shown).not.toMatch(/"[^"]*(password|secret|token|api_?key|hash)[^"]*":/i);
    const [redemption] = await t.rows<{ grant_id: number; code: string }>(
      sql`select r.grant_id, p.code from code_redemptions r join promo_codes p on p.id = r.promo_code_id where r.org_id = ${orgId}`,
    );
    expect({ ...redemption, grant_id: Number(redemption!.grant_id) }).toEqual({
      grant_id: res.body.bonus.id,
      code: 'POSPCT',
    });
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it('grants a fixed USD bonus; 0.1 + 0.2 stays 0.3', async () => {
    const orgId = await newOrg('pos-fixed');
    await posCode('POSFIX', { discountType: 'DIS_AMT_USD', discountAmount: '0.2', minTopupAmount: '0.1' });
    const res = await topUp(orgId, { amount: '0.1', posCode: 'POSFIX' });
    expect(res.body).toMatchObject({ balance: '0.3000', bonus: { credit: '0.2000' } });
    expect(posBonus('33.33', { discountType: 'DIS_PERCENT', discountAmount: '33.3333' })).toBe('11.1100');
    expect(posBonus('0.0001', { discountType: 'DIS_PERCENT', discountAmount: '10' })).toBe('0.0000');
  });

  it('has its credit type in the CREDIT_TYPE code list, in English and French', async () => {
    const values = async (lang: string) =>
      (await t.ok('codeLists.values', { code: 'CREDIT_TYPE', lang }, keys.acme)).result as Array<{
        code: string;
        value: string;
      }>;
    expect((await values('EN')).find((v) => v.code === 'ADD_CRE_POS')?.value).toBe('POS code bonus');
    expect((await values('FR')).find((v) => v.code === 'ADD_CRE_POS')?.value).toBe(
      'Bonus de code point de vente',
    );
  });

  it('answers a top-up without a POS code as before, with no bonus', async () => {
    const orgId = await newOrg('pos-none');
    const res = await topUp(orgId, { posCode: '' });
    expect(res.body).toMatchObject({ balance: '100.0000', bonus: null });
  });

  it('the bonus is really spent by metering: same priority and expiry as the top-up, so after it (the older)', async () => {
    const orgId = await newOrg('pos-spent');
    await posCode('POSSPEND', { discountType: 'DIS_AMT_USD', discountAmount: '5', minTopupAmount: '10' });
    await topUp(orgId, { amount: '10', posCode: 'POSSPEND' });
    const meter = (usageKey: string, amount: string) => meterUsage(t, { orgId, usageKey, amount });
    expect((await meter('u-1', '12.5')).json()).toMatchObject({ charged: '12.5000', balance: '2.5000' });
    expect((await meter('u-2', '2.5')).json()).toMatchObject({ balance: '0.0000' });
    expect((await meter('u-3', '0.0001')).statusCode).toBe(402);
    const left = await rows(orgId);
    expect(left.map((r) => [r.creditType, r.reCredit])).toEqual([
      ['ADD_CRE_TOPUP', '0.0000'],
      ['ADD_CRE_POS', '0.0000'],
    ]);
    const [spent] = await t.rows<{ total: string }>(
      sql`select sum(e.amount)::text as total from credit_entries e join credit_grants g on g.id = e.grant_id
          join credit_accounts a on a.id = g.account_id
          where a.org_id = ${orgId} and g.credit_type = 'ADD_CRE_POS' and e.kind = 'SPEND'`,
    );
    expect(spent!.total).toBe('-5.0000');
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });
});

describe('a POS code refused', () => {
  it('below the minimum top-up: 400 on the amount, stating the minimum; nothing written', async () => {
    const orgId = await newOrg('pos-min');
    await posCode('POSMIN', { minTopupAmount: '1250' });
    const res = await t.unchanged(() => topUp(orgId, { amount: '1249.9999', posCode: 'POSMIN' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({
      amount: ['The minimum top-up for this POS code is 1,250.00 USD'],
    });
    expect((await topUp(orgId, { amount: '1250', posCode: 'POSMIN' })).body.bonus.credit).toBe('156.2500');
  });

  it('answers INVALID for an unknown code, a PROMO code and one not started; EXPIRED once ended', async () => {
    const orgId = await newOrg('pos-invalid');
    await posCode('PROMOASPOS', { type: 'PROMO' });
    await posCode('POSLATER', { startDate: addDays(today, 2) });
    await posCode('POSENDED', { startDate: addDays(today, -20), endDate: addDays(today, -1) });
    for (const code of ['NOSUCHCODE', 'PROMOASPOS', 'POSLATER']) {
      const res = await t.unchanged(() => topUp(orgId, { posCode: code }));
      expect(res.status, code).toBe(400);
      expect(res.body.error.fieldErrors).toEqual({ posCode: ['Invalid promo code'] });
    }
    await refusedAs(orgId, 'POSENDED', 410, 'EXPIRED', 'This promo code has expired');
  });

  it('once per organisation: ALREADY_USED the second time, with nothing written; another organisation may', async () => {
    const orgId = await newOrg('pos-twice');
    await posCode('POSONCE');
    expect((await topUp(orgId, { posCode: 'POSONCE' })).status).toBe(200);
    await refusedAs(orgId, 'POSONCE', 409, 'ALREADY_USED', 'This promo code has already been used');
    expect((await topUp(await newOrg('pos-twice-other'), { posCode: 'POSONCE' })).status).toBe(200);
  });

  it('gives one bonus for two top-ups with one code at the same moment', async () => {
    const orgId = await newOrg('pos-race');
    await posCode('POSRACE', { discountType: 'DIS_AMT_USD', discountAmount: '7', minTopupAmount: '1' });
    const [a, b] = await Promise.all([
      topUp(orgId, { amount: '20', posCode: 'POSRACE' }),
      topUp(orgId, { amount: '20', posCode: 'POSRACE' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // The refused top-up is rolled back with its code: it can be saved again without it.
    expect((await rows(orgId)).map((r) => [r.creditType, r.credit])).toEqual([
      ['ADD_CRE_TOPUP', '20.0000'],
      ['ADD_CRE_POS', '7.0000'],
    ]);
    const [used] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from code_redemptions where org_id = ${orgId}`,
    );
    expect(Number(used!.n)).toBe(1);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it("answers 404 for another owner's organisation, 403 without the right, 400 for bad input, never 500", async () => {
    await posCode('POSGUARD');
    const [ts] = await t.rows<{ id: number }>(
      sql`select id from organisations where client_id = 'teamspace'`,
    );
    await t.refused(404, 'credits.add', topUpBody(Number(ts!.id), { posCode: 'POSGUARD' }), keys.platform);
    const orgId = await newOrg('pos-guard');
    await t.refused(403, 'credits.add', topUpBody(orgId, { posCode: 'POSGUARD' }), keys.acme);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ posCode: 'X'.repeat(61) }, 'posCode', 'Invalid promo code'],
      [{ posCode: 42 }, 'posCode', 'Invalid promo code'],
      [{ posCode: ['POSGUARD'] }, 'posCode', 'Invalid promo code'],
      [
        { creditType: 'ADD_CRE_MARK_CRED', posCode: 'POSGUARD' },
        'posCode',
        'A POS code applies to a top-up only, not to a marketing credit',
      ],
      [{ amount: 'lots', posCode: 'POSGUARD' }, 'amount', 'Digits only, at most 4 decimals'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.unchanged(() => t.call('credits.add', topUpBody(orgId, body), keys.platform));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fieldErrors[field], JSON.stringify(body)).toEqual([message]);
    }
  });
});
