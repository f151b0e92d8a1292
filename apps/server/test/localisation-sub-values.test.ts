import { describe, expect, it } from 'vitest';
import { countRows, ok } from './helpers/localisation-fixtures';
import { call, expectUnchanged, useTestApp } from './helpers/test-app';
import { usePartnerOwner } from './helpers/partner-owner';
import { useLogins } from './helpers/use-logins';
import { codeValueFixtures } from './helpers/code-value-fixtures';

const t = useTestApp();
const keys = useLogins(t, 'platform', 'acme');
const partner = usePartnerOwner(t);
const { newList, value, platformValueId } = codeValueFixtures(t, keys);

describe('subValues', () => {
  it('creates, lists with translations, updates and deletes sub-values', async () => {
    const parent = await ok(t.app, 'codeValues.save', value(await newList()), keys.platform);
    const created = await ok(
      t.app,
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
    await ok(
      t.app,
      'subValues.save',
      { parentId: parent.id, code: 'TINY', value: 'Tiny', orderBy: '1' },
      keys.platform,
    );
    const list = await ok(t.app, 'subValues.list', { parentId: parent.id }, keys.platform);
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
    const updated = await ok(
      t.app,
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
    expect((await ok(t.app, 'codeValues.info', { id: parent.id }, keys.platform)).subValueCount).toBe(2);
    const deleted = await ok(t.app, 'subValues.delete', { ids: [created.id] }, keys.platform);
    expect(deleted).toEqual({ message: 'Successfully Deleted', deleted: 1, parentId: parent.id });
  });

  it('answers ERROR_CODE_EXIST (409 on code) for a duplicate code, as the spec says', async () => {
    const parent = await ok(t.app, 'codeValues.save', value(await newList()), keys.platform);
    await ok(
      t.app,
      'subValues.save',
      { parentId: parent.id, code: 'DUP', value: 'x', orderBy: '0' },
      keys.platform,
    );
    const res = await expectUnchanged(t.db, () =>
      call(
        t.app,
        'subValues.save',
        { parentId: parent.id, code: 'dup', value: 'y', orderBy: '0' },
        keys.platform,
      ),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'ERROR_CODE_EXIST',
      fieldErrors: { code: ['Error Code Already Exists'] },
    });
  });

  it("refuses bad input (400), another tenant's value (404) and owner administrators (403)", async () => {
    const parent = await ok(t.app, 'codeValues.save', value(await newList()), keys.platform);
    const bad = await expectUnchanged(t.db, () =>
      call(
        t.app,
        'subValues.save',
        { parentId: parent.id, code: '', value: '', orderBy: '-1' },
        keys.platform,
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toEqual({
      code: ['Code is required'],
      value: ['Value is required'],
      orderBy: ['Digits and at most one dot'],
    });
    const theirs = await ok(
      t.app,
      'codeValues.save',
      { ...value(await newList(partner.id)), ownerId: partner.id },
      keys.platform,
    );
    const sub = await ok(
      t.app,
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
      const res = await expectUnchanged(t.db, () => call(t.app, name, body, keys.platform));
      expect(res.status, name).toBe(404);
    }
    for (const name of ['subValues.list', 'subValues.save', 'subValues.delete'])
      expect((await call(t.app, name, {}, keys.acme)).status).toBe(403);
  });

  it('adding a sub-value under a platform value for an owner copies the list and answers the new parent', async () => {
    const { id } = await platformValueId('DATA_TYPE', 'STRING');
    const res = await ok(
      t.app,
      'subValues.save',
      { parentId: id, ownerId: partner.id, code: 'UTF8', value: 'UTF-8 text', orderBy: '1' },
      keys.platform,
    );
    expect(res.parentId).not.toBe(id);
    const own = await ok(
      t.app,
      'subValues.list',
      { parentId: res.parentId, ownerId: partner.id },
      keys.platform,
    );
    expect(own.parent).toMatchObject({ code: 'STRING', source: 'owner' });
    expect(own.rows.map((r: { code: string }) => r.code)).toEqual(['UTF8']);
    expect((await ok(t.app, 'subValues.list', { parentId: id }, keys.platform)).total).toBe(0);
  });
});
