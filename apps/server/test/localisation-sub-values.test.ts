import { describe, expect, it } from 'vitest';
import { countRows } from './helpers/localisation-fixtures';
import { usePartnerOwner } from './helpers/partner-owner';
import { useLogins } from './helpers/use-logins';
import { codeValueFixtures } from './helpers/code-value-fixtures';
import { useApi } from './helpers/api';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme');
const partner = usePartnerOwner(t);
const { newList, value, platformValueId } = codeValueFixtures(t, keys);

describe('subValues', () => {
  it('creates, lists with translations, updates and deletes sub-values', async () => {
    const parent = await t.ok('codeValues.save', value(await newList()), keys.platform);
    const created = await t.ok(
      'subValues.save',
      {
        parentId: parent.id,
        code: ' small ',
        value: 'Small',
        orderBy: '2',
        translations: [{ lang: 'FR', text: 'Petit' }],
      },
      keys.platform,
    );
    expect(created).toEqual({ message: 'Successfully Created', id: expect.any(Number), parentId: parent.id });
    await t.ok(
      'subValues.save',
      { parentId: parent.id, code: 'TINY', value: 'Tiny', orderBy: '1' },
      keys.platform,
    );
    const list = await t.ok('subValues.list', { parentId: parent.id }, keys.platform);
    expect(list.parent).toMatchObject({ id: parent.id, source: 'owner' });
    expect(list.rows).toEqual([
      {
        id: expect.any(Number),
        parentId: parent.id,
        code: 'TINY',
        value: 'Tiny',
        orderBy: '1',
        translations: [],
      },
      {
        id: created.id,
        parentId: parent.id,
        code: 'SMALL',
        value: 'Small',
        orderBy: '2',
        translations: [{ lang: 'FR', text: 'Petit' }],
      },
    ]);
    const updated = await t.ok(
      'subValues.save',
      {
        id: created.id,
        parentId: parent.id,
        code: 'SMALL',
        value: 'Smaller',
        orderBy: '3',
        translations: [],
      },
      keys.platform,
    );
    expect(updated.message).toBe('Successfully Updated');
    expect(await countRows(t, 'sub_value_translations', `sub_value_id = ${created.id}`)).toBe(0);
    expect((await t.ok('codeValues.info', { id: parent.id }, keys.platform)).subValueCount).toBe(2);
    const deleted = await t.ok('subValues.delete', { ids: [created.id] }, keys.platform);
    expect(deleted).toEqual({ message: 'Successfully Deleted', deleted: 1, parentId: parent.id });
  });

  it('answers ERROR_CODE_EXIST (409 on code) for a duplicate code, as the spec says', async () => {
    const parent = await t.ok('codeValues.save', value(await newList()), keys.platform);
    await t.ok(
      'subValues.save',
      { parentId: parent.id, code: 'DUP', value: 'x', orderBy: '0' },
      keys.platform,
    );
    const res = await t.refused(
      409,
      'subValues.save',
      { parentId: parent.id, code: 'dup', value: 'y', orderBy: '0' },
      keys.platform,
    );
    expect(res.body.error).toMatchObject({
      code: 'ERROR_CODE_EXIST',
      fieldErrors: { code: ['Error Code Already Exists'] },
    });
  });

  it("refuses bad input (400), another tenant's value (404) and owner administrators (403)", async () => {
    const parent = await t.ok('codeValues.save', value(await newList()), keys.platform);
    const bad = await t.refused(
      400,
      'subValues.save',
      { parentId: parent.id, code: '', value: '', orderBy: '-1' },
      keys.platform,
    );
    expect(bad.body.error.fieldErrors).toEqual({
      code: ['Code is required'],
      value: ['Value is required'],
      orderBy: ['Digits and at most one dot'],
    });
    const theirs = await t.ok(
      'codeValues.save',
      { ...value(await newList(partner.id)), ownerId: partner.id },
      keys.platform,
    );
    const sub = await t.ok(
      'subValues.save',
      { parentId: theirs.id, code: 'S', value: 'S', orderBy: '0', ownerId: partner.id },
      keys.platform,
    );
    for (const [name, body] of [
      ['subValues.list', { parentId: theirs.id, ownerId: t.owners.acme }],
      [
        'subValues.save',
        { parentId: theirs.id, code: 'X', value: 'X', orderBy: '0', ownerId: t.owners.platform },
      ],
      ['subValues.delete', { ids: [sub.id], ownerId: t.owners.platform }],
    ] as const) {
      await t.refused(404, name, body, keys.platform);
    }
    for (const name of ['subValues.list', 'subValues.save', 'subValues.delete'])
      expect((await t.call(name, {}, keys.acme)).status).toBe(403);
  });

  it('adding a sub-value under a platform value for an owner copies the list and answers the new parent', async () => {
    const { id } = await platformValueId('DATA_TYPE', 'STRING');
    const res = await t.ok(
      'subValues.save',
      { parentId: id, ownerId: partner.id, code: 'UTF8', value: 'UTF-8 text', orderBy: '1' },
      keys.platform,
    );
    expect(res.parentId).not.toBe(id);
    const own = await t.ok('subValues.list', { parentId: res.parentId, ownerId: partner.id }, keys.platform);
    expect(own.parent).toMatchObject({ code: 'STRING', source: 'owner' });
    expect(own.rows.map((r: { code: string }) => r.code)).toEqual(['UTF8']);
    expect((await t.ok('subValues.list', { parentId: id }, keys.platform)).total).toBe(0);
  });
});
