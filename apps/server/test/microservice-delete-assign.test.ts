import { describe, expect, it } from 'vitest';
import { MICROSERVICE_MESSAGES as M } from '@console/contract';
import { actOn, sql } from './helpers/test-app';
import { count, create, idByCode } from './helpers/microservice-fixtures';
import { useApi } from './helpers/api';

const t = useApi();

async function assignedTo(ownerId: number): Promise<number[]> {
  const rows = await t.rows<{ id: number }>(
    sql`select microservice_id as id from microservice_assignments where owner_id = ${ownerId} order by 1`,
  );
  return rows.map((r) => Number(r.id));
}

describe('microservices.delete', () => {
  it('deletes several at once with their parts, and removes an assigned one from the owner only', async () => {
    const key = await actOn(t, 'acme');
    const a = await create(t.app, key);
    const b = await create(t.app, key);
    const fraud = await idByCode(t.db, 'FRAUDDET');
    const before = await t.lastAuditId();
    const res = await t.call('microservices.delete', { ids: [a, b, fraud, a] }, key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.DELETED, deleted: 3 });
    expect(await count(t.db, `microservices where id in (${a}, ${b})`)).toBe(0);
    expect(await count(t.db, `microservice_request_types where microservice_id in (${a}, ${b})`)).toBe(0);
    expect(await count(t.db, `microservices where id = ${fraud}`)).toBe(1);
    expect(await assignedTo(t.owners.acme)).not.toContain(fraud);
    expect(await t.auditAfter(before)).toHaveLength(1);
  });

  it("answers 404 when any id is another owner's, deleting nothing", async () => {
    const key = await actOn(t, 'acme');
    const mine = await create(t.app, key);
    for (const other of [await idByCode(t.db, 'TICKETROUTER'), await idByCode(t.db, 'SENTIMENT'), 999_999]) {
      await t.refused(404, 'microservices.delete', { ids: [mine, other] }, key);
    }
  });

  it('refuses an empty or malformed list (400) and marketing (403)', async () => {
    const key = await actOn(t, 'acme');
    const marketing = await t.login('marketing');
    await t.unchanged(async () => {
      for (const ids of [[], ['1'], undefined]) {
        const res = await t.call('microservices.delete', { ids }, key);
        expect(res.status).toBe(400);
        expect(res.body.error.fieldErrors.ids ?? res.body.error.fieldErrors['ids.0']).toBeDefined();
      }
      expect((await t.call('microservices.delete', { ids: [1] }, marketing)).status).toBe(403);
    });
  });
});

describe('microservices.deletePricingTiers', () => {
  it("deletes tiers of the owner's microservices", async () => {
    const key = await actOn(t, 'acme');
    const id = await create(t.app, key);
    const info = (await t.call('microservices.info', { id }, key)).body;
    const tierIds = info.pricing[0].tiers.map((x: { id: number }) => x.id);
    const res = await t.call('microservices.deletePricingTiers', { ids: [tierIds[1]] }, key);
    expect(res.body).toEqual({ message: M.DELETED, deleted: 1 });
    const after = (await t.call('microservices.info', { id }, key)).body;
    expect(after.pricing[0].tiers.map((x: { id: number }) => x.id)).toEqual([tierIds[0]]);
  });

  it("answers 404 for tiers of another owner's or an assigned microservice, deleting nothing", async () => {
    const key = await actOn(t, 'acme');
    const [assignedTier] = await t.rows<{
      id: number;
    }>(sql`select t.id from microservice_pricing_tiers t join microservice_pricing p on p.id = t.pricing_id
          join microservices m on m.id = p.microservice_id where m.code = 'FORECAST' limit 1`);
    await t.refused(404, 'microservices.deletePricingTiers', { ids: [Number(assignedTier!.id)] }, key);
    expect((await t.call('microservices.deletePricingTiers', { ids: [0] }, key)).status).toBe(400);
  });
});

describe('microservices.assign', () => {
  it('assigns catalogue items to a TS owner, keeping those already assigned', async () => {
    const key = await t.login('teamspace');
    const ner = await idByCode(t.db, 'NER');
    const sentiment = await idByCode(t.db, 'SENTIMENT');
    expect(await assignedTo(t.owners.teamspace)).toContain(sentiment);
    const res = await t.call('microservices.assign', { functionIds: [ner, sentiment] }, key);
    expect(res.body).toEqual({ status: 'Success', insertedFunctions: 1 });
    expect(await assignedTo(t.owners.teamspace)).toContain(ner);
    const list = await t.call('microservices.list', { search: 'named entity' }, key);
    expect(list.body.rows).toEqual([expect.objectContaining({ microType: 'ASSIGN', access: 'PUBLIC' })]);
  });

  it('lets PM staff assign to a TS owner they picked, not to other owners (403)', async () => {
    const key = await t.login('platform');
    const summary = await idByCode(t.db, 'SUMMARY');
    const ok = await t.call(
      'microservices.assign',
      { functionIds: [summary], ownerId: t.owners.teamspace },
      key,
    );
    expect(ok.body).toEqual({ status: 'Success', insertedFunctions: 1 });
    for (const ownerId of [t.owners.acme, undefined]) {
      await t.refused(403, 'microservices.assign', { functionIds: [summary], ownerId }, key);
    }
  });

  it('is refused to a STD owner (403) and marketing (403), and to another tenant (404)', async () => {
    const acme = await actOn(t, 'acme');
    const marketing = await t.login('marketing');
    const ts = await t.login('teamspace');
    const ner = await idByCode(t.db, 'NER');
    await t.unchanged(async () => {
      expect((await t.call('microservices.assign', { functionIds: [ner] }, acme)).status).toBe(403);
      expect((await t.call('microservices.assign', { functionIds: [ner] }, marketing)).status).toBe(403);
      expect(
        (await t.call('microservices.assign', { functionIds: [ner], ownerId: t.owners.acme }, ts)).status,
      ).toBe(404);
    });
  });

  it('takes catalogue items only (400)', async () => {
    const key = await t.login('teamspace');
    const own = await idByCode(t.db, 'TICKETROUTER');
    await t.unchanged(async () => {
      for (const functionIds of [[own], [999_999], [], ['x']]) {
        const res = await t.call('microservices.assign', { functionIds }, key);
        expect(res.status, JSON.stringify(functionIds)).toBe(400);
        expect(Object.keys(res.body.error.fieldErrors)[0]).toMatch(/^functionIds/);
      }
    });
  });
});

describe('microservices.assignedAccess and updateAssignedAccess', () => {
  it("reads and changes the owner's access type of an assigned microservice", async () => {
    const key = await actOn(t, 'acme');
    const forecast = await idByCode(t.db, 'FORECAST');
    expect((await t.call('microservices.assignedAccess', { functionId: forecast }, key)).body).toEqual({
      accessType: 'PUBLIC',
    });
    const before = await t.lastAuditId();
    const res = await t.call(
      'microservices.updateAssignedAccess',
      { functionId: forecast, accessType: 'PRIVATE' },
      key,
    );
    expect(res.body).toEqual({ status: 'Success', accessType: 'PRIVATE' });
    expect((await t.call('microservices.assignedAccess', { functionId: forecast }, key)).body).toEqual({
      accessType: 'PRIVATE',
    });
    await t.oneAudit(before, {
      before: { accessType: 'PUBLIC' },
      after: { accessType: 'PRIVATE' },
    });
  });

  it('answers 404 for a microservice not assigned to the owner, 400 for bad input, 403 for marketing', async () => {
    const key = await actOn(t, 'acme');
    const marketing = await t.login('marketing');
    const own = await idByCode(t.db, 'BASKETAFF', t.owners.acme);
    const ner = await idByCode(t.db, 'NER');
    await t.unchanged(async () => {
      for (const functionId of [own, ner]) {
        expect((await t.call('microservices.assignedAccess', { functionId }, key)).status).toBe(404);
        expect(
          (await t.call('microservices.updateAssignedAccess', { functionId, accessType: 'PUBLIC' }, key))
            .status,
        ).toBe(404);
      }
      const bad = await t.call(
        'microservices.updateAssignedAccess',
        { functionId: ner, accessType: ' ' },
        key,
      );
      expect(bad.body.error.fieldErrors).toEqual({ accessType: ['Required.'] });
      expect((await t.call('microservices.assignedAccess', {}, key)).status).toBe(400);
      expect((await t.call('microservices.assignedAccess', { functionId: ner }, marketing)).status).toBe(403);
    });
  });
});
