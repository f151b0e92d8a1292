import { describe, expect, it } from 'vitest';
import { addDays, addMonths, todayUtc, type DiscountRow, type PromoRow } from '@console/contract';
import { sql } from './helpers/test-app';
import { meterUsage, useMeteringApi } from './helpers/metering';
import { useLogins } from './helpers/use-logins';

const t = useMeteringApi();
const keys = useLogins(t, 'platform', 'marketing', 'acme', 'teamspace');
const today = todayUtc();

const orgId = async (clientId: string) =>
  Number(
    (await t.rows<{ id: number }>(sql`select id from organisations where client_id = ${clientId}`))[0]!.id,
  );

const PROMO = {
  type: 'PROMO',
  code: ' spring-30 ',
  description: 'Spring campaign',
  startDate: today,
  endDate: addDays(today, 30),
  credit: '30',
  creditValidityType: 'month',
  creditValidityValue: 2,
};
const POS = {
  type: 'POS',
  code: 'POS15',
  description: 'Fifteen off a top-up',
  startDate: today,
  endDate: addDays(today, 30),
  discountType: 'DIS_PERCENT',
  discountAmount: '15',
  minTopupAmount: '100',
};

describe('promo codes', () => {
  it('the marketing user adds a PROMO code (one audit record), lists it as Active and reads it', async () => {
    const audit = await t.lastAuditId();
    const saved = await t.ok('promoCodes.save', PROMO, keys.marketing);
    expect(saved.message).toBe('Successfully Created');
    await t.oneAudit(audit, { action: 'promoCodes.save', target_type: 'promo_code' });
    const active = await t.ok('promoCodes.list', { search: 'SPRING' }, keys.marketing);
    expect(active.rows as PromoRow[]).toEqual([
      expect.objectContaining({
        code: 'SPRING-30',
        credit: '30.0000',
        creditValidityValue: '2',
        status: 'Active',
        redeemed: 0,
      }),
    ]);
    const inactive = await t.ok('promoCodes.list', { status: 'Inactive' }, keys.platform);
    expect((inactive.rows as PromoRow[]).map((r) => r.code)).toContain('SUMMER25');
    expect((inactive.rows as PromoRow[]).map((r) => r.code)).not.toContain('SPRING-30');
    const info = await t.ok('promoCodes.info', { id: saved.id }, keys.platform);
    expect(info).toMatchObject({ type: 'PROMO', discountType: null, startDate: today });
  });

  it('keeps only the fields of the type, and empty dates are today', async () => {
    const saved = await t.ok(
      'promoCodes.save',
      {
        ...POS,
        credit: '5',
        creditValidityType: 'month',
        creditValidityValue: '3',
        startDate: '',
        endDate: '',
      },
      keys.platform,
    );
    const info = await t.ok('promoCodes.info', { id: saved.id }, keys.platform);
    expect(info).toMatchObject({
      type: 'POS',
      credit: null,
      creditValidityType: null,
      discountAmount: '15.0000',
      startDate: today,
      endDate: today,
    });
    const updated = await t.ok('promoCodes.save', { ...PROMO, code: 'POS15', id: saved.id }, keys.platform);
    expect(updated.message).toBe('Successfully Updated');
    expect(await t.ok('promoCodes.info', { id: saved.id }, keys.platform)).toMatchObject({
      type: 'PROMO',
      discountType: null,
      minTopupAmount: null,
      credit: '30.0000',
    });
  });

  it('refuses what 001 section 5 refuses, with field errors and nothing changed', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...PROMO, type: '' }, 'type', 'Type is required'],
      [{ ...PROMO, code: ' ' }, 'code', 'Code is required'],
      [{ ...PROMO, description: '' }, 'description', 'Description is required'],
      [{ ...PROMO, credit: '' }, 'credit', 'Credit is required'],
      [{ ...PROMO, credit: '0' }, 'credit', 'Credit must not be zero'],
      [{ ...PROMO, creditValidityType: '' }, 'creditValidityType', 'Credit validity type is required'],
      [{ ...PROMO, creditValidityValue: 13 }, 'creditValidityValue', 'Choose 1 to 12 months'],
      [
        {
          ...PROMO,
          startDate: addDays(today, 5),
          creditValidityType: 'date',
          creditValidityValue: addDays(today, 2),
        },
        'creditValidityValue',
        'The validity date must not be before the start date',
      ],
      [{ ...PROMO, endDate: addDays(today, -1) }, 'endDate', 'The start date must not be after the end date'],
      [{ ...POS, discountType: '' }, 'discountType', 'Discount type is required'],
      [{ ...POS, discountAmount: '150' }, 'discountAmount', 'At most 100 per cent'],
      [{ ...POS, minTopupAmount: '' }, 'minTopupAmount', 'Minimum top-up amount is required'],
      [{ ...POS, startDate: addDays(today, -1) }, 'startDate', 'The start date must not be before today'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.refused(400, 'promoCodes.save', body, keys.marketing);
      expect(res.body.error.fieldErrors[field], JSON.stringify(body)).toEqual([message]);
    }
    const clash = await t.refused(409, 'promoCodes.save', { ...PROMO, code: 'welcome50' }, keys.marketing);
    expect(clash.body.error).toMatchObject({ code: 'CODE_EXIST' });
  });

  it('is refused to owner administrators without MARKETING, and another owner is 404 to the marketing user', async () => {
    await t.refused(403, 'promoCodes.list', {}, keys.acme);
    await t.refused(403, 'promoCodes.save', PROMO, keys.teamspace);
    await t.refused(403, 'discounts.save', {}, keys.acme);
    await t.refused(403, 'referralCodes.generate', { orgId: 1 }, keys.teamspace);
    await t.refused(404, 'promoCodes.list', { ownerId: t.owners.acme }, keys.marketing);
    await t.refused(404, 'promoCodes.info', { id: 999_999 }, keys.marketing);
    // PM staff acting on Acme still read the platform's codes.
    expect((await t.ok('promoCodes.list', { ownerId: t.owners.acme }, keys.platform)).total).toBeGreaterThan(
      0,
    );
  });

  it('deletes promo codes, all or none', async () => {
    const a = await t.ok('promoCodes.save', { ...PROMO, code: 'DEL-A' }, keys.marketing);
    await t.refused(404, 'promoCodes.delete', { ids: [a.id, 999_999] }, keys.marketing);
    const audit = await t.lastAuditId();
    expect(await t.ok('promoCodes.delete', { ids: [a.id] }, keys.marketing)).toMatchObject({ deleted: 1 });
    await t.oneAudit(audit, { action: 'promoCodes.delete' });
  });
});

describe('discounts', () => {
  /** The catalogue's speech-to-text microservice, whose metered price the discounts below lower. */
  const speechId = async () => {
    const [stt] = await t.rows<{ id: number }>(
      sql`select id from microservices where code = 'STT' and in_catalogue`,
    );
    return Number(stt!.id);
  };

  /** A marketing discount (`fields`) of `stt` for ts-vision, which gets 100 credits to meter against. */
  async function discountForVision(stt: number, visionOrg: number, fields: Record<string, unknown>) {
    await t.ok('discounts.save', { ...fields, micros: [stt], orgs: [visionOrg] }, keys.marketing);
    await t.ok(
      'credits.add',
      { ownerId: t.owners.teamspace, orgId: visionOrg, creditType: 'ADD_CRE_TOPUP', amount: '100' },
      keys.platform,
    );
  }

  it('adds a discount on two microservices, lists them, and refuses its name again in other letters', async () => {
    const options = await t.ok('discounts.options', {}, keys.marketing);
    expect(options.micros.length).toBeGreaterThanOrEqual(8);
    const micros = options.micros.slice(1, 3).map((m: { id: number }) => m.id);
    const saved = await t.ok(
      'discounts.save',
      { name: 'Winter deal', discount: '12.5', startDate: today, endDate: addDays(today, 10), micros },
      keys.marketing,
    );
    const list = await t.ok('discounts.list', { search: 'winter' }, keys.marketing);
    const row = (list.rows as DiscountRow[])[0]!;
    expect(row).toMatchObject({ name: 'Winter deal', discount: '12.5000', discountType: 'seasonal' });
    expect(row.micros.map((m) => m.id).sort()).toEqual([...micros].sort());
    const clash = await t.refused(
      409,
      'discounts.save',
      { name: 'WINTER DEAL', discount: '5', startDate: today, endDate: today },
      keys.marketing,
    );
    expect(clash.body.error.fieldErrors.name).toEqual(['Discount Name Already Exists']);
    const info = await t.ok('discounts.info', { id: saved.id }, keys.platform);
    expect(info).toMatchObject({ orgs: [], users: [] });
  });

  it('refuses a zero discount, an end before the start and what the dropdowns do not offer', async () => {
    const base = { name: 'Bad', discount: '5', startDate: today, endDate: today };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, name: '' }, 'name', 'Name is required'],
      [{ ...base, discount: '0' }, 'discount', 'Discount must not be zero'],
      [{ ...base, discount: 'ten' }, 'discount', 'Digits only, at most 4 decimals'],
      [{ ...base, endDate: addDays(today, -1) }, 'endDate', 'The end date must not be before the start date'],
      [{ ...base, micros: [999_999] }, 'micros', 'Choose microservices from the list'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.refused(400, 'discounts.save', body, keys.marketing);
      expect(res.body.error.fieldErrors[field], JSON.stringify(body)).toEqual([message]);
    }
  });

  it('lowers the metered price of its microservices, for its organisations only', async () => {
    const stt = await speechId();
    const visionOrg = await orgId('ts-vision');
    const acmeOrg = await orgId('acme');
    await discountForVision(stt, visionOrg, {
      name: 'Speech week',
      discount: '20',
      startDate: today,
      endDate: addDays(today, 6),
    });
    const meter = (org: number, usageKey: string) =>
      meterUsage(t, { orgId: org, usageKey, amount: '10', microserviceId: stt });
    const discounted = (await meter(visionOrg, 'd-1')).json();
    expect(discounted).toMatchObject({ charged: '8.0000', balance: '92.0000' });
    expect(discounted.discountId).not.toBeNull();
    // Acme is not among the discount's organisations: the list price.
    const full = (await meter(acmeOrg, 'd-2')).json();
    expect(full).toMatchObject({ charged: '10.0000', discountId: null });
  });

  it("lowers the price of a discount that names users for those users' usages only", async () => {
    const stt = await speechId();
    const visionOrg = await orgId('ts-vision');
    const acmeOrg = await orgId('acme');
    const userOf = async (org: number) =>
      Number(
        (
          await t.rows<{ id: number }>(
            sql`select id from users where org_id = ${org} and status = 'Active' order by id limit 1`,
          )
        )[0]!.id,
      );
    const named = await userOf(visionOrg);
    const created = await t.ok(
      'users.create',
      {
        ownerId: t.owners.teamspace,
        orgId: visionOrg,
        emails: ['other.speaker@vision.example'],
        userType: 'user',
      },
      keys.platform,
    );
    const other = Number(created.created[0].id);
    await discountForVision(stt, visionOrg, {
      name: 'Speakers only',
      discount: '50',
      startDate: today,
      endDate: today,
      users: [named],
    });
    const meter = (usageKey: string, userId?: number) =>
      meterUsage(t, { orgId: visionOrg, usageKey, amount: '10', microserviceId: stt, userId });
    expect((await meter('u-named', named)).json()).toMatchObject({ charged: '5.0000' });
    // Another user, or no user named: the next best running discount (the 20 % of the test above).
    expect((await meter('u-other', other)).json().charged).not.toBe('5.0000');
    expect((await meter('u-none')).json().charged).not.toBe('5.0000');
    // A user of another organisation: 400 on userId, nothing recorded.
    const acmeUser = await userOf(acmeOrg);
    const stranger = await t.unchanged(() => meter('u-stranger', acmeUser));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fieldErrors).toEqual({
      userId: ['Not an active user of this organisation'],
    });
  });
});

describe('referral codes', () => {
  it('lists the demo referral code and makes one per organisation on demand', async () => {
    const list = await t.ok('referralCodes.list', {}, keys.marketing);
    expect(list.rows).toEqual([
      expect.objectContaining({ code: 'TSLABS-REF', orgName: 'TeamSpace Labs HQ' }),
    ]);
    const acmeOrg = await orgId('acme');
    const made = await t.ok('referralCodes.generate', { orgId: acmeOrg }, keys.marketing);
    expect(made.code).toMatch(/^ACMEANAL-[A-Z2-9]{4}$/);
    const again = await t.ok('referralCodes.generate', { orgId: acmeOrg }, keys.marketing);
    expect(again.code).toBe(made.code);
    await t.refused(404, 'referralCodes.generate', { orgId: 999_999 }, keys.marketing);
  });

  it('grants its credit to another organisation once, through the promo entry', async () => {
    const speech = await orgId('ts-speech');
    const body = (org: number, code: string, ownerId = t.owners.teamspace) => ({ ownerId, orgId: org, code });
    const res = await t.ok('credits.redeem', body(speech, 'tslabs-ref'), keys.platform);
    expect(res).toMatchObject({ promocredits: '20.0000', promoexpiry: addMonths(today, 3) });
    const list = await t.ok('credits.list', { ownerId: t.owners.teamspace, orgId: speech }, keys.platform);
    expect(list.rows).toEqual([
      expect.objectContaining({ creditType: 'ADD_CRE_REFERRAL', credit: '20.0000' }),
    ]);
    const acmeCode = (await t.ok('referralCodes.list', { search: 'ACME' }, keys.marketing)).rows[0].code;
    const twice = await t.refused(409, 'credits.redeem', body(speech, acmeCode), keys.platform);
    expect(twice.body.error.code).toBe('ALREADY_USED');
    // Its own organisation cannot redeem it.
    const own = await orgId('teamspace');
    expect(
      (await t.refused(400, 'credits.redeem', body(own, 'TSLABS-REF'), keys.platform)).body.error.fieldErrors
        .code,
    ).toEqual(['Invalid promo code']);
  });
});
