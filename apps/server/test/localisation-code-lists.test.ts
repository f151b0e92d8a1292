import { describe, expect, it } from 'vitest';
import { CODE_LISTS } from '../src/db/seed/code-lists';
import { countRows } from './helpers/localisation-fixtures';
import { sql } from './helpers/test-app';
import { usePartnerOwner } from './helpers/partner-owner';
import { useLogins } from './helpers/use-logins';
import { useApi } from './helpers/api';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace', 'staff');
const partner = usePartnerOwner(t);

let n = 0;
const list = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return { code: `LIST_${n}`, title: `List ${n}`, desc: `Description ${n}`, ...overrides };
};

async function platformListId(code: string): Promise<number> {
  const [row] = await t.rows<{ id: number }>(
    sql`select id from code_lists where owner_id = ${t.owners.platform} and code = ${code}`,
  );
  return Number(row!.id);
}

/** Saves a platform list for the partner owner (which copies it); answers the platform list's id and the copy's. */
async function copyForPartner(code: string, title: string) {
  const platformId = await platformListId(code);
  const body = { id: platformId, ownerId: partner.id, code, title, desc: '' };
  const copy = await t.ok('codeLists.save', body, keys.platform);
  return { platformId, copy };
}

const values = async (key: string, code: string) =>
  (await t.ok('codeLists.values', { code }, key)).result as Array<{ code: string; value: string }>;

describe('codeLists.list and codeLists.info', () => {
  it("shows an owner its lists and the platform's it inherits, with value counts", async () => {
    const res = await t.ok('codeLists.list', { ownerId: t.owners.acme, pageSize: 100 }, keys.platform);
    expect(res.total).toBe(CODE_LISTS.length);
    const access = res.rows.find((r: { code: string }) => r.code === 'ACCESS_TYPE');
    expect(access).toEqual({
      id: await platformListId('ACCESS_TYPE'),
      source: 'platform',
      code: 'ACCESS_TYPE',
      title: 'Access types',
      desc: '',
      subList: 'yes',
      valueCount: 3,
      dateUpdated: expect.any(String),
    });
    const codes = res.rows.map((r: { code: string }) => r.code);
    expect(codes).toEqual([...codes].sort());
    const info = await t.ok('codeLists.info', { id: access.id, ownerId: t.owners.acme }, keys.platform);
    expect(info).toEqual({ ...access, ownerId: t.owners.platform });
  });

  it('searches code, name and description, pages and sorts', async () => {
    const res = await t.ok(
      'codeLists.list',
      { search: 'promo', sortField: 'title', sortDirection: 'desc' },
      keys.platform,
    );
    expect(res.rows.map((r: { title: string }) => r.title)).toEqual([
      'Promo types',
      'Promo code errors',
      'Discount types',
      'Credit validity types',
    ]);
    const page = await t.ok('codeLists.list', { page: 1, pageSize: 2 }, keys.platform);
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(CODE_LISTS.length);
    const bad = await t.call('codeLists.list', { sortField: 'valueCount' }, keys.platform);
    expect(bad.status).toBe(400);
  });

  it("answers 404 for another tenant's list and 403 to owner administrators", async () => {
    const theirs = await t.ok('codeLists.save', { ...list(), ownerId: partner.id }, keys.platform);
    expect(
      (await t.call('codeLists.info', { id: theirs.id, ownerId: t.owners.acme }, keys.platform)).status,
    ).toBe(404);
    expect((await t.call('codeLists.info', { id: theirs.id }, keys.acme)).status).toBe(403);
    expect((await t.call('codeLists.list', {}, keys.teamspace)).status).toBe(403);
    expect((await t.call('codeLists.list', { ownerId: 999999 }, keys.platform)).status).toBe(404);
  });
});

describe('codeLists.save', () => {
  it('creates a list with an upper-cased code and the default sub-list flag, then updates it', async () => {
    const before = await t.lastAuditId();
    const created = await t.ok('codeLists.save', list({ code: ' my_list ', title: 'Mine' }), keys.platform);
    expect(created).toEqual({ message: 'Successfully Created', id: expect.any(Number) });
    const info = await t.ok('codeLists.info', { id: created.id }, keys.platform);
    expect(info).toMatchObject({
      code: 'MY_LIST',
      title: 'Mine',
      subList: 'yes',
      valueCount: 0,
      source: 'owner',
    });
    const updated = await t.ok(
      'codeLists.save',
      { id: created.id, code: 'MY_LIST', title: 'Mine again', desc: '', subList: 'no' },
      keys.platform,
    );
    expect(updated).toEqual({ message: 'Successfully Updated', id: created.id });
    expect(await t.ok('codeLists.info', { id: created.id }, keys.platform)).toMatchObject({
      title: 'Mine again',
      subList: 'no',
    });
    expect((await t.auditAfter(before)).map((a) => a.action)).toEqual(['codeLists.save', 'codeLists.save']);
  });

  it("saving a platform list for an owner copies it with its values; other owners keep the platform's", async () => {
    const { platformId, copy: res } = await copyForPartner('CLASS_TYPE', 'Partner classes');
    expect(res.id).not.toBe(platformId);
    const info = await t.ok('codeLists.info', { id: res.id, ownerId: partner.id }, keys.platform);
    expect(info).toMatchObject({ source: 'owner', title: 'Partner classes', valueCount: 3 });
    expect((await values(partner.key, 'CLASS_TYPE')).map((v) => v.code)).toEqual([
      'CLASS_DATA',
      'CLASS_AI',
      'CLASS_INTERNAL',
    ]);
    expect((await t.ok('codeLists.info', { id: platformId }, keys.platform)).title).toBe(
      'Microservice classes',
    );
    const acme = await t.ok(
      'codeLists.list',
      { ownerId: t.owners.acme, search: 'CLASS_TYPE' },
      keys.platform,
    );
    expect(acme.rows).toEqual([expect.objectContaining({ id: platformId, source: 'platform' })]);
  });

  it('answers CODE_EXIST (409 on code) for a code the owner already has, changing nothing', async () => {
    const first = await t.ok('codeLists.save', list(), keys.platform);
    const second = list();
    await t.ok('codeLists.save', second, keys.platform);
    const info = await t.ok('codeLists.info', { id: first.id }, keys.platform);
    for (const body of [list({ code: 'access_type' }), { ...list(), id: first.id, code: second.code }]) {
      const res = await t.refused(409, 'codeLists.save', body, keys.platform);
      expect(res.body.error).toMatchObject({
        code: 'CODE_EXIST',
        fieldErrors: { code: ['Code Already Exists'] },
      });
    }
    expect(info.code).toMatch(/^LIST_/);
  });

  it('refuses bad input with 400 and the spec messages', async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [
        { code: '', title: '' },
        { code: ['List code is required'], title: ['List name is required'] },
      ],
      [{ code: 'A', title: 'x' }, { code: ['At least 2 characters'] }],
      [{ code: 'A-B', title: 'x' }, { code: ['Letters, digits and _ only'] }],
      [{ code: 'AB', title: 'x', subList: 'maybe' }, { subList: expect.any(Array) as unknown as string[] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await t.refused(400, 'codeLists.save', body, keys.platform);
      expect(res.body.error.fieldErrors).toEqual(fieldErrors);
    }
  });

  it("refuses 'Effect All Owners' to non-super staff and applies it to every owner for the super administrator", async () => {
    await t.refused(403, 'codeLists.save', { ...list(), effectAllOwners: true }, keys.staff);
    // The partner owner has its own DATA_TYPE list; acme and teamspace inherit the platform's.
    const partnerCopy = await t.ok(
      'codeLists.save',
      {
        id: await platformListId('DATA_TYPE'),
        ownerId: partner.id,
        code: 'DATA_TYPE',
        title: 'Partner types',
        desc: '',
      },
      keys.platform,
    );
    await t.ok(
      'codeLists.save',
      {
        id: await platformListId('DATA_TYPE'),
        code: 'DATA_TYPE',
        title: 'Column types',
        desc: 'All owners',
        effectAllOwners: true,
      },
      keys.platform,
    );
    for (const ownerId of [t.owners.platform, t.owners.acme, t.owners.teamspace, partner.id]) {
      const res = await t.ok('codeLists.list', { ownerId, search: 'DATA_TYPE' }, keys.platform);
      const row = res.rows.find((r: { code: string }) => r.code === 'DATA_TYPE');
      expect(row, String(ownerId)).toMatchObject({
        title: 'Column types',
        desc: 'All owners',
        valueCount: 7,
      });
    }
    expect(
      (await t.ok('codeLists.info', { id: partnerCopy.id, ownerId: partner.id }, keys.platform)).title,
    ).toBe('Column types');
    // A new list created for all owners from the partner's context reaches every owner.
    await t.ok(
      'codeLists.save',
      { ...list({ code: 'SHARED_LIST' }), ownerId: partner.id, effectAllOwners: true },
      keys.platform,
    );
    for (const ownerId of [t.owners.platform, t.owners.teamspace, t.owners.acme]) {
      expect((await t.ok('codeLists.list', { ownerId, search: 'SHARED_LIST' }, keys.platform)).total).toBe(1);
    }
  });
});

describe('codeLists.delete', () => {
  it('deletes a list with its values, attributes, translations and sub-values', async () => {
    const created = await t.ok('codeLists.save', list(), keys.platform);
    const value = await t.ok(
      'codeValues.save',
      {
        listId: created.id,
        code: 'V1',
        value: 'One',
        orderBy: '1',
        attributes: [{ attribute: 'colour', value: 'red' }],
        translations: [{ lang: 'FR', text: 'Un' }],
      },
      keys.platform,
    );
    await t.ok(
      'subValues.save',
      {
        parentId: value.id,
        code: 'S1',
        value: 'Sub',
        orderBy: 0,
        translations: [{ lang: 'FR', text: 'Sous' }],
      },
      keys.platform,
    );
    const res = await t.ok('codeLists.delete', { ids: [created.id] }, keys.platform);
    expect(res).toEqual({ message: 'Successfully Deleted', deleted: 1 });
    for (const [table, where] of [
      ['code_values', `list_id = ${created.id}`],
      ['code_value_attributes', `value_id = ${value.id}`],
      ['code_value_translations', `value_id = ${value.id}`],
      ['sub_values', `parent_id = ${value.id}`],
    ])
      expect(await countRows(t, table!, where), table).toBe(0);
    expect(await countRows(t, 'sub_value_translations', 'true')).toBe(0);
  });

  it("deleting an owner's copy brings back the platform's list; a platform list is 404 from another owner", async () => {
    const { platformId, copy } = await copyForPartner('REQUEST_VERSION', 'Partner versions');
    await t.refused(404, 'codeLists.delete', { ids: [platformId], ownerId: partner.id }, keys.platform);
    await t.ok('codeLists.delete', { ids: [copy.id], ownerId: partner.id }, keys.platform);
    const res = await t.ok(
      'codeLists.list',
      { ownerId: partner.id, search: 'REQUEST_VERSION' },
      keys.platform,
    );
    expect(res.rows).toEqual([expect.objectContaining({ id: platformId, source: 'platform' })]);
  });

  it('refuses bad ids (400) and owner administrators (403)', async () => {
    expect((await t.call('codeLists.delete', { ids: [] }, keys.platform)).status).toBe(400);
    expect((await t.call('codeLists.delete', { ids: [1] }, keys.acme)).status).toBe(403);
  });
});
