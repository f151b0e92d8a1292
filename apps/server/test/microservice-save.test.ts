import { describe, expect, it } from 'vitest';
import { MICROSERVICE_MESSAGES as M } from '@console/contract';
import { actOn, sql, type ActingKey } from './helpers/test-app';
import { count, create, idByCode, newMicroservice } from './helpers/microservice-fixtures';
import { useApi } from './helpers/api';

const t = useApi();

async function info(key: string | ActingKey, id: number, ownerId?: number) {
  const res = await t.call('microservices.info', { id, ownerId }, key);
  expect(res.status).toBe(200);
  return res.body;
}

/** The platform administrator acting on Acme, and the microservice `code` as Acme reads it. */
async function asAcme(code: string) {
  const key = await actOn(t, 'acme');
  const id = await idByCode(t.db, code);
  return { key, id, row: await info(key, id) };
}

describe('microservices.save: create', () => {
  it('stores an OWN microservice with every part in one call and one audit record', async () => {
    const key = await actOn(t, 'acme');
    const input = newMicroservice({ name: '  Basket Size ', code: 'basket2' });
    const before = await t.lastAuditId();
    const res = await t.call('microservices.save', input, key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Successfully Created', id: expect.any(Number) });
    const saved = await info(key, res.body.id);
    expect(saved).toMatchObject({
      microType: 'OWN',
      sourceId: null,
      inCatalogue: false,
      name: 'Basket Size',
      code: 'BASKET2',
      description2: input.description2,
      keywords: ['churn', 'retention'],
      tags: [{ id: expect.any(Number), key: 'team', value: 'growth' }],
      limitFields: [
        { id: expect.any(Number), type: 'ROWS', lowerLimit: 1, upperLimit: 1000, field: 'subscribers' },
      ],
      dataSchema: input.dataSchema,
      images: ['/files/shot.png'],
      podStatus: 'RUNNING',
    });
    expect(
      saved.requestTypes.map(
        (r: { version: string; isLatest: boolean }) => `${r.version}${r.isLatest ? '*' : ''}`,
      ),
    ).toEqual(['v1.0.0', 'v1.2.0*', 'v2.0.1*']);
    // Tiers are kept in order of their lower bound.
    expect(
      saved.pricing[0].tiers.map((x: { lower: number; upper: number | null; cost: number }) => [
        x.lower,
        x.upper,
        x.cost,
      ]),
    ).toEqual([
      [0, 1000, 0],
      [1000, null, 0.01],
    ]);
    expect(saved.pricing[1]).toMatchObject({ endpointType: 'async', standardPrice: 0.25, tiers: [] });
    await t.oneAudit(before, {
      action: 'microservices.save',
      target_type: 'microservice',
      target_id: String(res.body.id),
      owner_id: t.owners.acme,
    });
  });

  it('keeps data schema rows only for class CLASS_DATA', async () => {
    const key = await actOn(t, 'acme');
    const id = await create(t.app, key, { classCode: 'CLASS_AI' });
    expect((await info(key, id)).dataSchema).toEqual([]);
  });

  it('adds what the platform owner creates to the catalogue', async () => {
    const key = await t.login('platform');
    const id = await create(t.app, key);
    expect((await info(key, id)).inCatalogue).toBe(true);
    const acmeId = await create(t.app, key, { ownerId: t.owners.acme });
    expect((await info(key, acmeId, t.owners.acme)).inCatalogue).toBe(false);
    const rows = await t.rows<{ owner_id: number }>(
      sql`select owner_id from microservices where id = ${acmeId}`,
    );
    expect(Number(rows[0]!.owner_id)).toBe(t.owners.acme);
  });

  it('duplicates a catalogue item as DUP: a new record with new ids, linked to its source', async () => {
    const { key, id: sourceId, row: source } = await asAcme('SENTIMENT');
    const res = await t.call('microservices.save', { ...source, id: 0, microType: 'DUP', sourceId }, key);
    expect(res.status).toBe(200);
    const copy = await info(key, res.body.id);
    expect(copy).toMatchObject({
      microType: 'DUP',
      sourceId,
      name: source.name,
      code: source.code,
      inCatalogue: false,
    });
    const ids = (m: typeof source) => [
      ...m.requestTypes.map((r: { id: number }) => r.id),
      ...m.pricing.flatMap((p: { id: number; tiers: { id: number }[] }) => [
        p.id,
        ...p.tiers.map((x) => x.id),
      ]),
      ...m.tags.map((x: { id: number }) => x.id),
    ];
    expect(ids(copy).filter((id: number) => ids(source).includes(id))).toEqual([]);
    expect(copy.pricing.length).toBe(source.pricing.length);
    // The source is untouched.
    expect(await info(key, sourceId)).toEqual(source);
  });

  it('answers NAME_EXIST with the duplicate-conflict message when a clone clashes', async () => {
    const { key, id: sourceId, row: source } = await asAcme('FRAUDDET');
    const res = await t.refused(
      409,
      'microservices.save',
      { ...source, id: 0, microType: 'DUP', sourceId },
      key,
    );
    expect(res.body.error).toEqual({
      code: 'NAME_EXIST',
      message: M.DUP_CONFLICT,
      fieldErrors: { name: [M.NAME_EXIST], code: [M.NAME_EXIST], urlCode: [M.NAME_EXIST] },
    });
  });

  it('needs a catalogue source for a DUP', async () => {
    const key = await actOn(t, 'acme');
    const mine = await idByCode(t.db, 'BASKETAFF', t.owners.acme);
    for (const [sourceId, status] of [
      [undefined, 400],
      [mine, 400],
      [999_999, 400],
    ] as const) {
      const res = await t.unchanged(() =>
        t.call('microservices.save', newMicroservice({ microType: 'DUP', sourceId }), key),
      );
      expect(res.status).toBe(status);
      expect(res.body.error.fieldErrors.sourceId).toBeDefined();
    }
  });
});

describe('microservices.save: uniqueness', () => {
  it.each([
    ['name', { name: 'BASKET affinity' }],
    ['code', { code: 'basketaff' }],
    ['urlCode', { urlCode: 'BasketAff' }],
  ])('answers 409 NAME_EXIST on a %s used by the owner, storing nothing', async (field, clash) => {
    const key = await actOn(t, 'acme');
    const res = await t.refused(409, 'microservices.save', newMicroservice(clash), key);
    expect(res.body.error).toEqual({
      code: 'NAME_EXIST',
      message: M.NAME_EXIST,
      fieldErrors: { [field]: [M.NAME_EXIST] },
    });
  });

  it('counts the titles of assigned microservices too, and not those of other owners', async () => {
    const key = await actOn(t, 'acme');
    const res = await t.call('microservices.save', newMicroservice({ name: 'Fraud Detection' }), key);
    expect(res.status).toBe(409);
    await create(t.app, key, { name: 'Ticket Router', code: 'TICKETROUTER', urlCode: 'ticketrouter' });
  });

  it('answers NAME_EXIST when an update takes the title of another microservice', async () => {
    const key = await actOn(t, 'acme');
    const id = await create(t.app, key);
    await t.refused(409, 'microservices.save', newMicroservice({ id, name: 'Basket Affinity' }), key);
  });
});

describe('microservices.save: update', () => {
  it('updates fields and parts, keeping the ids of parts that stay', async () => {
    const key = await actOn(t, 'acme');
    const id = await create(t.app, key);
    const first = await info(key, id);
    const edited = {
      ...first,
      name: 'Renamed model',
      requestTypes: first.requestTypes.slice(0, 2),
      pricing: [
        {
          ...first.pricing[0],
          tiers: [...first.pricing[0].tiers, { lower: 5000, upper: null, cost: 0.005 }].map((x, i) =>
            i === 1 ? { ...x, upper: 5000 } : x,
          ),
        },
      ],
      tags: [...first.tags, { key: 'owner', value: 'data team' }],
    };
    const res = await t.call('microservices.save', edited, key);
    expect(res.body).toEqual({ message: 'Successfully Updated', id });
    const second = await info(key, id);
    expect(second.name).toBe('Renamed model');
    expect(second.requestTypes.map((r: { id: number }) => r.id)).toEqual(
      first.requestTypes.slice(0, 2).map((r: { id: number }) => r.id),
    );
    expect(second.pricing).toHaveLength(1);
    expect(second.pricing[0].id).toBe(first.pricing[0].id);
    expect(second.pricing[0].tiers.map((x: { id: number }) => x.id).slice(0, 2)).toEqual(
      first.pricing[0].tiers.map((x: { id: number }) => x.id),
    );
    expect(second.tags[0].id).toBe(first.tags[0].id);
    expect(second.tags[1]).toEqual({ id: expect.any(Number), key: 'owner', value: 'data team' });
    expect(await count(t.db, `microservice_request_types where microservice_id = ${id}`)).toBe(2);
  });

  it("answers 404 for another owner's microservice, changing nothing", async () => {
    const key = await actOn(t, 'acme');
    const id = await idByCode(t.db, 'TICKETROUTER');
    await t.refused(404, 'microservices.save', newMicroservice({ id }), key);
    const catalogueItem = await idByCode(t.db, 'SENTIMENT');
    expect((await t.call('microservices.save', newMicroservice({ id: catalogueItem }), key)).status).toBe(
      404,
    );
  });
});

describe('microservices.save: an assigned microservice', () => {
  it('accepts a change of access type only', async () => {
    const { key, id, row: current } = await asAcme('FRAUDDET');
    const res = await t.call('microservices.save', { ...current, accessType: 'RESTRICTED' }, key);
    expect(res.body).toEqual({ message: 'Successfully Updated', id });
    expect((await info(key, id)).accessType).toBe('RESTRICTED');
    // The catalogue item itself and its other assignees are untouched.
    expect((await info(await t.login('platform'), id)).accessType).toBe('PUBLIC');
  });

  it('refuses a changed title (403), changing nothing', async () => {
    const { key, row: current } = await asAcme('FORECAST');
    const res = await t.refused(
      403,
      'microservices.save',
      { ...current, name: 'My Forecast', accessType: 'PRIVATE', keywords: ['mine'] },
      key,
    );
    expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', message: M.ASSIGN_ONLY_ACCESS });
    expect(Object.keys(res.body.error.fieldErrors).sort()).toEqual(['keywords', 'name']);
  });
});

describe('microservices.save: rules (400, nothing stored)', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    [
      'missing basics',
      { name: ' ', code: '', classCode: '', fnType: '', urlCode: '' },
      {
        name: [M.TITLE_REQ],
        code: [M.CODE_REQ],
        classCode: [M.CLASS_REQ],
        fnType: [M.TYPE_REQ],
        urlCode: [M.URL_CODE_REQ],
      },
    ],
    ['a code with other characters', { code: 'AB 1' }, { code: [M.CODE_CHARS] }],
    ['no request type', { requestTypes: [], pricing: [] }, { requestTypes: [M.REQUEST_TYPE_REQ] }],
    [
      'a type and version twice',
      {
        requestTypes: [newMicroservice().requestTypes[0]!, newMicroservice().requestTypes[0]!],
        pricing: [{ endpointType: 'sync' }],
      },
      { 'requestTypes.1.type': [M.TYPE_VERSION_UNIQUE] },
    ],
    [
      'pricing without its request type',
      { pricing: [...newMicroservice().pricing!, { endpointType: 'stream', standardPrice: 1 }] },
      { 'pricing.2.endpointType': [M.PRICING_NO_REQUEST_TYPE] },
    ],
    [
      'a request type without pricing',
      { pricing: [newMicroservice().pricing![0]!] },
      { pricing: [M.PRICING_MISSING] },
    ],
    [
      'standard price and tiers',
      {
        pricing: [
          { endpointType: 'sync', standardPrice: 1, tiers: [{ lower: 0, upper: null, cost: 1 }] },
          { endpointType: 'async' },
        ],
      },
      { 'pricing.0.standardPrice': [M.STANDARD_OR_TIERS] },
    ],
    [
      'overlapping tiers',
      {
        pricing: [
          {
            endpointType: 'sync',
            tiers: [
              { lower: 0, upper: 100, cost: 1 },
              { lower: 50, upper: null, cost: 1 },
            ],
          },
          { endpointType: 'async' },
        ],
      },
      { 'pricing.0.tiers.1.lower': [M.TIER_OVERLAP] },
    ],
    [
      'an open tier before another',
      {
        pricing: [
          {
            endpointType: 'sync',
            tiers: [
              { lower: 0, upper: null, cost: 1 },
              { lower: 50, upper: 60, cost: 1 },
            ],
          },
          { endpointType: 'async' },
        ],
      },
      { 'pricing.0.tiers.0.upper': [M.TIER_OPEN_LAST] },
    ],
    [
      'a tier with lower above upper',
      {
        pricing: [
          { endpointType: 'sync', tiers: [{ lower: 10, upper: 5, cost: 1 }] },
          { endpointType: 'async' },
        ],
      },
      { 'pricing.0.tiers.0.upper': [M.TIER_LOWER_UPPER] },
    ],
    [
      'a negative price',
      { pricing: [{ endpointType: 'sync', standardPrice: -1 }, { endpointType: 'async' }] },
      { 'pricing.0.standardPrice': [M.NON_NEGATIVE] },
    ],
    [
      'a tag key twice',
      {
        tags: [
          { key: 'a', value: '1' },
          { key: 'A', value: '2' },
        ],
      },
      { 'tags.1.key': [M.KEY_UNIQUE] },
    ],
    [
      'a limit type twice',
      {
        limitFields: [
          { type: 'ROWS', lowerLimit: 0, upperLimit: 1, field: 'a' },
          { type: 'ROWS', lowerLimit: 0, upperLimit: 1, field: 'b' },
        ],
      },
      { 'limitFields.1.type': [M.LIMIT_TYPE_UNIQUE] },
    ],
    [
      'a limit upper below lower',
      { limitFields: [{ type: 'ROWS', lowerLimit: 5, upperLimit: 1, field: 'a' }] },
      { 'limitFields.0.upperLimit': [M.LIMIT_UPPER] },
    ],
    [
      'an ASSIGN create',
      { microType: 'ASSIGN' },
      { microType: ['Assign catalogue microservices with Assign'] },
    ],
    ['a script link', { webLink: 'javascript:alert(1)' }, { webLink: ['Enter an http or https URL'] }],
  ];

  it.each(cases)('refuses %s', async (_what, overrides, fieldErrors) => {
    const key = await actOn(t, 'acme');
    const res = await t.refused(400, 'microservices.save', { ...newMicroservice(), ...overrides }, key);
    expect(res.body.error.fieldErrors).toEqual(fieldErrors);
  });

  it('is for microservice administrators: marketing and a standard owner get 403, another tenant as owner 404', async () => {
    const marketing = await t.login('marketing');
    const acme = await t.login('acme');
    const teamspace = await t.login('teamspace');
    await t.unchanged(async () => {
      expect((await t.call('microservices.save', newMicroservice(), marketing)).status).toBe(403);
      expect((await t.call('microservices.save', newMicroservice(), acme)).status).toBe(403);
      expect(
        (await t.call('microservices.save', newMicroservice({ ownerId: t.owners.acme }), teamspace)).status,
      ).toBe(404);
    });
  });
});

describe('microservices.save: all or nothing', () => {
  it('stores nothing when a part fails half-way through a create, and keeps the old version on update', async () => {
    const key = await actOn(t, 'acme');
    const id = await create(t.app, key);
    const before = await info(key, id);
    // Forces a failure after the microservice, its request types and pricing are written.
    await t.db.execute(sql`create function ms_fail_tag() returns trigger language plpgsql as $$
      begin if new.key = 'explode' then raise exception 'forced failure'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger ms_fail_tag before insert on microservice_tags for each row execute function ms_fail_tag()`,
    );
    try {
      const bad = [{ key: 'explode', value: 'x' }];
      await t.refused(500, 'microservices.save', newMicroservice({ tags: bad }), key);
      await t.refused(500, 'microservices.save', { ...before, name: 'Half way', tags: bad }, key);
      expect(await info(key, id)).toEqual(before);
    } finally {
      await t.db.execute(sql`drop trigger ms_fail_tag on microservice_tags`);
      await t.db.execute(sql`drop function ms_fail_tag()`);
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('microservices.save racing on PostgreSQL', () => {
  it('answers 409 NAME_EXIST when a concurrent save takes the title first', async () => {
    const pg = (await import('pg')).default;
    const holder = new pg.Client({ connectionString: t.databaseUrl! });
    const watcher = new pg.Client({ connectionString: t.databaseUrl! });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      const key = await actOn(t, 'acme');
      await holder.query('begin');
      await holder.query(
        "insert into microservices (owner_id, name, code, url_code) values ($1, 'Race Model', 'RACEHOLD', 'race-hold')",
        [t.owners.acme],
      );
      let done = false;
      const pending = t
        .call('microservices.save', newMicroservice({ name: 'Race Model' }), key)
        .finally(() => (done = true));
      // Wait until the save blocks on the unique index, then let the other transaction win.
      for (;;) {
        const { rows } = await watcher.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0].n > 0 || done) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(done, 'the save should have waited on the lock').toBe(false);
      await holder.query('commit');
      const res = await pending;
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'NAME_EXIST',
        message: M.NAME_EXIST,
        fieldErrors: { name: [M.NAME_EXIST] },
      });
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
  });
});
