import { describe, expect, it } from 'vitest';
import { countRows, translated } from './helpers/localisation-fixtures';
import { usePartnerOwner } from './helpers/partner-owner';
import { useLogins } from './helpers/use-logins';
import { codeValueFixtures } from './helpers/code-value-fixtures';
import { useApi } from './helpers/api';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace', 'staff');
const partner = usePartnerOwner(t);
const { newList, value, platformValueId } = codeValueFixtures(t, keys);

describe('codeValues.save, list and info', () => {
  it('creates a value with URLs, extra attributes and translations, and lists it with its attributes', async () => {
    const listId = await newList();
    // Stored and answered as sent.
    const attributes = [
      { attribute: 'colour', value: 'yellow' },
      { attribute: 'rank', value: '1' },
    ];
    const before = await t.lastAuditId();
    const res = await t.ok(
      'codeValues.save',
      value(listId, {
        code: ' gold-tier.1 ',
        value: 'Gold',
        orderBy: 2.5,
        iconUrl: '/files/gold.png',
        pageUrl: 'https://example.com/gold',
        linkUrl: '',
        attributes,
        translations: [{ lang: 'fr', text: 'Or' }],
      }),
      keys.platform,
    );
    expect(res).toEqual({ message: 'Successfully Created', id: expect.any(Number), listId });
    const info = await t.ok('codeValues.info', { id: res.id }, keys.platform);
    expect(info).toEqual({
      id: res.id,
      listId,
      code: 'GOLD-TIER.1',
      value: 'Gold',
      orderBy: '2.5',
      iconUrl: '/files/gold.png',
      pageUrl: 'https://example.com/gold',
      linkUrl: null,
      attributes,
      subValueCount: 0,
      source: 'owner',
      translations: [{ lang: 'FR', text: 'Or' }],
    });
    await t.ok('codeValues.save', value(listId, { code: 'FIRST', orderBy: '1' }), keys.platform);
    const list = await t.ok('codeValues.list', { listId }, keys.platform);
    expect(list.list).toMatchObject({ id: listId, source: 'owner' });
    expect(list.rows.map((r: { code: string }) => r.code)).toEqual(['FIRST', 'GOLD-TIER.1']);
    expect(list.rows[1].attributes).toEqual(info.attributes);
    expect(list.total).toBe(2);
    expect((await t.ok('codeValues.list', { listId, search: 'gold' }, keys.platform)).total).toBe(1);
    expect((await t.auditAfter(before)).map((a) => a.action)).toEqual(['codeValues.save', 'codeValues.save']);
  });

  it('replaces attributes and translations as the form sends them', async () => {
    const listId = await newList();
    const body = value(listId, {
      attributes: [
        { attribute: 'a', value: '1' },
        { attribute: 'b', value: '2' },
      ],
      translations: translated(['FR', 'x'], ['DE', 'y']),
    });
    const { id } = await t.ok('codeValues.save', body, keys.platform);
    const res = await t.ok(
      'codeValues.save',
      { ...body, id, attributes: [{ attribute: 'b', value: '3' }], translations: [] },
      keys.platform,
    );
    expect(res.message).toBe('Successfully Updated');
    const info = await t.ok('codeValues.info', { id }, keys.platform);
    expect(info.attributes).toEqual([{ attribute: 'b', value: '3' }]);
    expect(info.translations).toEqual([]);
  });

  it('answers CODE_EXIST (409 on code) for a code the list already has', async () => {
    const listId = await newList();
    const first = value(listId);
    await t.ok('codeValues.save', first, keys.platform);
    const res = await t.refused(
      409,
      'codeValues.save',
      value(listId, { code: first.code.toLowerCase() }),
      keys.platform,
    );
    expect(res.body.error).toMatchObject({
      code: 'CODE_EXIST',
      fieldErrors: { code: ['Code Already Exists'] },
    });
  });

  it('refuses bad input with 400 and the spec messages', async () => {
    const listId = await newList();
    const cases: Array<[object, Record<string, string[]>]> = [
      [
        { listId, code: '', value: '', orderBy: '' },
        { code: ['Code is required'], value: ['English value is required'], orderBy: ['Order is required'] },
      ],
      [value(listId, { orderBy: '1.2.3' }), { orderBy: ['Digits and at most one dot'] }],
      [value(listId, { orderBy: -1 }), { orderBy: ['Digits and at most one dot'] }],
      [value(listId, { code: 'A B' }), { code: ['Letters, digits, _ . and - only'] }],
      [
        value(listId, { linkUrl: 'javascript:alert(1)' }),
        { linkUrl: ['Enter a web address (https://...) or a path (/...)'] },
      ],
      [
        value(listId, {
          attributes: [
            { attribute: 'Colour', value: 'a' },
            { attribute: 'colour', value: 'b' },
          ],
        }),
        { 'attributes.1.attribute': ['Attribute names must be unique'] },
      ],
      [
        value(listId, { attributes: [{ attribute: 'icon_url', value: 'a' }] }),
        { 'attributes.0.attribute': ['Use the URL fields for this name'] },
      ],
      [
        value(listId, { attributes: [{ attribute: 'x', value: '' }] }),
        { 'attributes.0.value': ['Attribute value is required'] },
      ],
      [
        value(listId, { translations: translated(['DE', 'a'], ['DE', 'b']) }),
        { 'translations.1.lang': ['Each language only once'] },
      ],
      [
        value(listId, { translations: [{ lang: 'QQ', text: 'a' }] }),
        { 'translations.0.lang': ['Unknown language'] },
      ],
      [{ ...value(listId), listId: 0 }, { listId: expect.any(Array) as unknown as string[] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await t.unchanged(() => t.call('codeValues.save', body, keys.platform));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fieldErrors).toEqual(fieldErrors);
    }
  });

  it('writing under a platform list for an owner gives the owner its own copy and answers its id', async () => {
    const { id, listId } = await platformValueId('ACCESS_TYPE', 'PUBLIC');
    const res = await t.ok(
      'codeValues.save',
      {
        ...value(listId, { code: 'PUBLIC', value: 'Open to all', orderBy: '1' }),
        id,
        ownerId: partner.id,
      },
      keys.platform,
    );
    expect(res.listId).not.toBe(listId);
    expect(res.id).not.toBe(id);
    const partnerValues = (await t.ok('codeLists.values', { code: 'ACCESS_TYPE' }, partner.key)).result;
    expect(partnerValues).toEqual([
      { code: 'PUBLIC', value: 'Open to all' },
      { code: 'PRIVATE', value: 'Private' },
      { code: 'RESTRICTED', value: 'Restricted' },
    ]);
    expect((await t.ok('codeLists.values', { code: 'ACCESS_TYPE' }, keys.teamspace)).result[0].value).toBe(
      'Public',
    );
    // The platform list itself is still readable from the partner's context, marked as the platform's.
    const info = await t.ok('codeValues.info', { id, ownerId: partner.id }, keys.platform);
    expect(info).toMatchObject({ value: 'Public', source: 'platform' });
  });

  it("answers 404 for another tenant's list or value and 403 to owner administrators", async () => {
    const theirs = await newList(partner.id);
    const v = await t.ok('codeValues.save', { ...value(theirs), ownerId: partner.id }, keys.platform);
    for (const [name, body] of [
      ['codeValues.list', { listId: theirs, ownerId: t.owners.acme }],
      ['codeValues.info', { id: v.id, ownerId: t.owners.acme }],
      ['codeValues.save', { ...value(theirs), ownerId: t.owners.platform }],
      ['codeValues.save', { ...value(await newList()), id: v.id, ownerId: t.owners.platform }],
      ['codeValues.delete', { ids: [v.id], ownerId: t.owners.platform }],
    ] as const) {
      await t.refused(404, name, body, keys.platform);
    }
    for (const name of ['codeValues.list', 'codeValues.info', 'codeValues.save', 'codeValues.delete'])
      expect((await t.call(name, {}, keys.acme)).status).toBe(403);
  });

  it("refuses 'Effect All Owners' to non-super staff; the super administrator's value reaches every owner", async () => {
    const { listId } = await platformValueId('CLOUD_PROVIDER', 'AWS');
    await t.refused(
      403,
      'codeValues.save',
      { ...value(listId, { code: 'OVH' }), effectAllOwners: true },
      keys.staff,
    );
    // The partner has its own copy of the list; acme and teamspace inherit the platform's.
    await t.ok(
      'codeLists.save',
      { id: listId, ownerId: partner.id, code: 'CLOUD_PROVIDER', title: 'Clouds' },
      keys.platform,
    );
    await t.ok(
      'codeValues.save',
      { ...value(listId, { code: 'OVH', value: 'OVHcloud', orderBy: '9' }), effectAllOwners: true },
      keys.platform,
    );
    for (const key of [keys.platform, keys.acme, keys.teamspace, partner.key]) {
      const result = (await t.ok('codeLists.values', { code: 'CLOUD_PROVIDER' }, key)).result;
      expect(result.at(-1)).toEqual({ code: 'OVH', value: 'OVHcloud' });
    }
  });
});

describe('codeLists.values after saves', () => {
  it("falls back per value: the owner's list's translation, the platform's, then the owner's English", async () => {
    const { id, listId } = await platformValueId('MICROSERVICE_PRODUCER', 'PARTNER');
    // The partner owner gets its own copy of the list (renaming PARTNER), then the platform translates PARTNER.
    const copy = await t.ok(
      'codeValues.save',
      { ...value(listId, { code: 'PARTNER', value: 'Reseller', orderBy: '2' }), id, ownerId: partner.id },
      keys.platform,
    );
    await t.ok(
      'codeValues.save',
      {
        ...value(listId, {
          code: 'PARTNER',
          value: 'Partner',
          orderBy: '2',
          translations: [{ lang: 'DE', text: 'Partner (DE)' }],
        }),
        id,
      },
      keys.platform,
    );
    const de = async () =>
      (await t.ok('codeLists.values', { code: 'MICROSERVICE_PRODUCER', lang: 'DE' }, partner.key)).result;
    expect((await de())[1]).toEqual({ code: 'PARTNER', value: 'Partner (DE)' });
    await t.ok(
      'codeValues.save',
      {
        ...value(copy.listId, {
          code: 'PARTNER',
          value: 'Reseller',
          orderBy: '2',
          translations: [{ lang: 'DE', text: 'Wiederverkäufer' }],
        }),
        id: copy.id,
        ownerId: partner.id,
      },
      keys.platform,
    );
    expect((await de())[1]).toEqual({ code: 'PARTNER', value: 'Wiederverkäufer' });
    expect((await de())[0]).toEqual({ code: 'PLATFORM', value: 'Platform' });
  });
});

describe('codeValues.delete', () => {
  it('deletes values of one list with what hangs under them', async () => {
    const listId = await newList();
    const a = await t.ok(
      'codeValues.save',
      value(listId, {
        attributes: [{ attribute: 'x', value: '1' }],
        translations: [{ lang: 'FR', text: 'a' }],
      }),
      keys.platform,
    );
    const b = await t.ok('codeValues.save', value(listId), keys.platform);
    await t.ok('subValues.save', { parentId: a.id, code: 'S', value: 'S', orderBy: '0' }, keys.platform);
    const res = await t.ok('codeValues.delete', { ids: [a.id, b.id] }, keys.platform);
    expect(res).toEqual({ message: 'Successfully Deleted', deleted: 2, listId });
    expect(await countRows(t, 'code_values', `list_id = ${listId}`)).toBe(0);
    expect(await countRows(t, 'sub_values', `parent_id = ${a.id}`)).toBe(0);
    expect(await countRows(t, 'code_value_attributes', `value_id = ${a.id}`)).toBe(0);
  });

  it("deleting from a platform list for an owner removes them from the owner's own copy only", async () => {
    const { id, listId } = await platformValueId('FUNCTION_TYPE', 'FUN_COMPOSITE');
    const res = await t.ok('codeValues.delete', { ids: [id], ownerId: partner.id }, keys.platform);
    expect(res.listId).not.toBe(listId);
    expect(
      (await t.ok('codeLists.values', { code: 'FUNCTION_TYPE' }, partner.key)).result.map(
        (v: { code: string }) => v.code,
      ),
    ).toEqual(['FUN_ATOMISTIC']);
    expect((await t.ok('codeLists.values', { code: 'FUNCTION_TYPE' }, keys.teamspace)).result).toHaveLength(
      2,
    );
  });

  it('refuses values of two lists at once (400) and unknown ids (404), deleting nothing', async () => {
    const one = await t.ok('codeValues.save', value(await newList()), keys.platform);
    const two = await t.ok('codeValues.save', value(await newList()), keys.platform);
    await t.refused(400, 'codeValues.delete', { ids: [one.id, two.id] }, keys.platform);
    await t.refused(404, 'codeValues.delete', { ids: [one.id, 2_000_000_000] }, keys.platform);
  });
});
