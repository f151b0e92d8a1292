import { describe, expect, it } from 'vitest';
import { MICROSERVICE_SORT_FIELDS } from '@console/contract';
import { actOn } from './helpers/test-app';
import { create, idByCode } from './helpers/microservice-fixtures';
import { useApi } from './helpers/api';

const t = useApi();
type Row = { name: string; code: string; microType: string; podStatus: string };
const names = (rows: Row[]) => rows.map((r) => r.name);

describe('microservices.list', () => {
  it("lists the owner's own, duplicated and assigned microservices sorted by name", async () => {
    const res = await t.call('microservices.list', {}, await actOn(t, 'acme'));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.rows.map((r: Row) => [r.name, r.microType])).toEqual([
      ['Basket Affinity', 'OWN'],
      ['Demand Forecast', 'ASSIGN'],
      ['Fraud Detection', 'ASSIGN'],
      ['Store Demand Forecast', 'DUP'],
    ]);
    expect(res.body.rows[0]).toEqual({
      id: expect.any(Number),
      name: 'Basket Affinity',
      code: 'BASKETAFF',
      microType: 'OWN',
      access: 'PRIVATE',
      description: 'Products bought together, per store.',
      podStatus: 'RUNNING',
      dateUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const info = await t.call('microservices.info', { id: res.body.rows[0].id }, await actOn(t, 'acme'));
    expect([info.body.dateCreated, info.body.dateUpdated]).toEqual([
      res.body.rows[0].dateCreated,
      res.body.rows[0].dateUpdated,
    ]);
  });

  it('searches name and code without case, pages and sorts on the server', async () => {
    const key = await t.login('teamspace');
    for (let i = 0; i < 5; i++)
      await create(t.app, key, { name: `Paging Probe ${i}`, code: `PROBE${i}`, urlCode: `probe-${i}` });
    const search = await t.call('microservices.list', { search: 'PROBE', pageSize: 2, page: 1 }, key);
    expect(search.body.total).toBe(5);
    expect(names(search.body.rows)).toEqual(['Paging Probe 2', 'Paging Probe 3']);
    const byCode = await t.call(
      'microservices.list',
      { search: 'probe', sortField: 'code', sortDirection: 'desc' },
      key,
    );
    expect(byCode.body.rows.map((r: Row) => r.code)).toEqual([
      'PROBE4',
      'PROBE3',
      'PROBE2',
      'PROBE1',
      'PROBE0',
    ]);
    const past = await t.call('microservices.list', { search: 'probe', page: 9 }, key);
    expect(past.body).toEqual({ rows: [], total: 5 });
    const none = await t.call('microservices.list', { search: 'no such thing' }, key);
    expect(none.body).toEqual({ rows: [], total: 0 });
    for (const sortField of MICROSERVICE_SORT_FIELDS) {
      const res = await t.call('microservices.list', { sortField, sortDirection: 'desc' }, key);
      expect(res.status, sortField).toBe(200);
      expect(res.body.total, sortField).toBeGreaterThanOrEqual(11);
    }
  });

  it('shows a stopped pod as Stopped', async () => {
    const res = await t.call('microservices.list', { search: 'churn risk' }, await t.login('teamspace'));
    expect(res.body.rows).toEqual([expect.objectContaining({ code: 'CHURNRISK', podStatus: 'STOPPED' })]);
  });

  it('lets PM staff list the owner they picked', async () => {
    const res = await t.call('microservices.list', { ownerId: t.owners.acme }, await t.login('platform'));
    expect(res.body.total).toBe(4);
    const own = await t.call('microservices.list', {}, await t.login('platform'));
    expect(own.body.total).toBe(8);
  });

  it('refuses bad paging, sort and search with 400 and field errors', async () => {
    const key = await actOn(t, 'acme');
    const res = await t.call(
      'microservices.list',
      { page: -1, pageSize: 101, sortField: 'owner', sortDirection: 'up', search: 'x'.repeat(101) },
      key,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fieldErrors).sort()).toEqual([
      'page',
      'pageSize',
      'search',
      'sortDirection',
      'sortField',
    ]);
  });

  it("answers 404 to another tenant's owner and 403 to users who may not manage microservices", async () => {
    const res = await t.call('microservices.list', { ownerId: t.owners.acme }, await t.login('teamspace'));
    expect(res.status).toBe(404);
    expect((await t.call('microservices.list', {}, await t.login('marketing'))).status).toBe(403);
    // A standard owner's administrator does not manage microservices (docs/permissions.md).
    expect((await t.call('microservices.list', {}, await t.login('acme'))).status).toBe(403);
  });

  it('answers 404 to platform staff naming an owner that does not exist, searched or not', async () => {
    const key = await t.login('platform');
    for (const search of ['', 'forecast']) {
      const res = await t.call('microservices.list', { ownerId: 987654, search }, key);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Owner not found');
    }
  });
});

describe('microservices.info', () => {
  it('answers the whole microservice with latest versions and pod state', async () => {
    const key = await actOn(t, 'acme');
    const id = await idByCode(t.db, 'STOREFORECAST', t.owners.acme);
    const res = await t.call('microservices.info', { id }, key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      microType: 'DUP',
      sourceId: await idByCode(t.db, 'FORECAST'),
      inCatalogue: false,
      name: 'Store Demand Forecast',
      classCode: 'CLASS_DATA',
      accessType: 'PRIVATE',
      podStatus: 'RUNNING',
      podReplica: 1,
      desiredReplica: 1,
    });
    expect(
      res.body.requestTypes.map((r: { version: string; isLatest: boolean }) => [r.version, r.isLatest]),
    ).toEqual([
      ['v1.0.0', true],
      ['v1.0.0', true],
    ]);
    expect(res.body.pricing[1]).toEqual({
      id: expect.any(Number),
      endpointType: 'async',
      standardPrice: null,
      tiers: [
        { id: expect.any(Number), lower: 0, upper: 100, cost: 0.1 },
        { id: expect.any(Number), lower: 100, upper: null, cost: 0.08 },
      ],
    });
    expect(res.body.dataSchema).toHaveLength(3);
  });

  it("answers an assigned one with the owner's access type, and catalogue items to duplicate them", async () => {
    const key = await actOn(t, 'acme');
    const assigned = await t.call('microservices.info', { id: await idByCode(t.db, 'FRAUDDET') }, key);
    expect(assigned.body).toMatchObject({ microType: 'ASSIGN', inCatalogue: true, accessType: 'PUBLIC' });
    const other = await t.call('microservices.info', { id: await idByCode(t.db, 'SENTIMENT') }, key);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ inCatalogue: true, code: 'SENTIMENT' });
    expect(other.body.requestTypes.filter((r: { isLatest: boolean }) => r.isLatest)).toHaveLength(2);
  });

  it("answers 404 for another owner's microservice and one that does not exist", async () => {
    const key = await actOn(t, 'acme');
    const res = await t.call('microservices.info', { id: await idByCode(t.db, 'TICKETROUTER') }, key);
    expect(res.status).toBe(404);
    expect((await t.call('microservices.info', { id: 999_999 }, key)).body).toEqual(res.body);
    const picked = await t.call(
      'microservices.info',
      { id: await idByCode(t.db, 'BASKETAFF', t.owners.acme), ownerId: t.owners.acme },
      await t.login('teamspace'),
    );
    expect(picked.status).toBe(404);
  });

  it('refuses a missing or malformed id with 400, and marketing with 403', async () => {
    const key = await actOn(t, 'acme');
    for (const body of [{}, { id: 'x' }, { id: 0 }]) {
      const res = await t.call('microservices.info', body, key);
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors.id).toBeDefined();
    }
    expect((await t.call('microservices.info', { id: 1 }, await t.login('marketing'))).status).toBe(403);
  });
});

describe('microservices.checkDuplicate', () => {
  it('names the fields already used by the owner, without case, ignoring the one being edited', async () => {
    const key = await actOn(t, 'acme');
    const res = await t.call(
      'microservices.checkDuplicate',
      { name: 'basket affinity', code: 'fraudDet', urlCode: 'NEW-ONE' },
      key,
    );
    expect(res.body).toEqual({ available: false, conflicts: ['name', 'code'] });
    const free = await t.call(
      'microservices.checkDuplicate',
      { name: 'Something new', code: 'NEW1', urlCode: 'new-1' },
      key,
    );
    expect(free.body).toEqual({ available: true, conflicts: [] });
    const self = await t.call(
      'microservices.checkDuplicate',
      {
        name: 'Basket Affinity',
        code: 'BASKETAFF',
        urlCode: 'basketaff',
        excludeId: await idByCode(t.db, 'BASKETAFF', t.owners.acme),
      },
      key,
    );
    expect(self.body.available).toBe(true);
    // Titles are per owner: another owner may use the same.
    const other = await t.call(
      'microservices.checkDuplicate',
      { name: 'Basket Affinity' },
      await t.login('teamspace'),
    );
    expect(other.body.available).toBe(true);
  });

  it("refuses bad input (400), another owner's excludeId (404) and marketing (403)", async () => {
    const key = await actOn(t, 'acme');
    expect((await t.call('microservices.checkDuplicate', { name: 5 }, key)).status).toBe(400);
    const res = await t.call(
      'microservices.checkDuplicate',
      { name: 'x', excludeId: await idByCode(t.db, 'TICKETROUTER') },
      key,
    );
    expect(res.status).toBe(404);
    expect((await t.call('microservices.checkDuplicate', {}, await t.login('marketing'))).status).toBe(403);
  });
});

describe('microservices.catalogue', () => {
  it('lists the catalogue to microservice administrators, searched by name', async () => {
    const key = await t.login('teamspace');
    const all = await t.call('microservices.catalogue', {}, key);
    expect(all.body.results).toHaveLength(8);
    const some = await t.call('microservices.catalogue', { search: 'TEXT' }, key);
    expect(some.body.results.map((r: { functionName: string }) => r.functionName)).toEqual([
      'Speech to Text',
      'Text Summariser',
    ]);
    const marketing = await t.login('marketing');
    await t.unchanged(async () => {
      expect((await t.call('microservices.catalogue', { search: 1 }, key)).status).toBe(400);
      expect((await t.call('microservices.catalogue', {}, marketing)).status).toBe(403);
    });
  });

  it('marks the items assigned to the acting owner', async () => {
    const assigned = async (key: string, input: { ownerId?: number } = {}) =>
      ((await t.call('microservices.catalogue', input, key)).body.results as Choice[])
        .filter((r) => r.assigned)
        .map((r) => r.functionName);
    expect(await assigned(await t.login('teamspace'))).toContain('Sentiment Analysis');
    const platform = await t.login('platform');
    const acme = await t.call('owners.info', {}, await t.login('acme'));
    expect(await assigned(platform, { ownerId: acme.body.ownerId })).toEqual([
      'Demand Forecast',
      'Fraud Detection',
    ]);
    expect(await assigned(platform)).toEqual([]);
  });
});

type Choice = { functionName: string; assigned: boolean };
